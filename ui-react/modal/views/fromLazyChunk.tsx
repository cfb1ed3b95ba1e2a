import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { Spinner } from '../parts/Spinner.js'

/**
 * A component of a lazy chunk, loaded on its first render: an optional feature's code loads
 * only where it is enabled and shown. A small spinner holds its place meanwhile.
 * @example const LazyView = fromLazyChunk(() => import('./receive/WalletReceiveView.js'), (chunk) => chunk.WalletReceiveView)
 */
export function fromLazyChunk<C, P extends object>(load: () => Promise<C>, pick: (chunk: C) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((chunk) => ({ default: pick(chunk) })))
  return function FromLazyChunk(props: P) {
    return (
      <Suspense
        fallback={
          <span css={{ display: 'grid', placeItems: 'center', minHeight: 48 }}>
            <Spinner size={24} />
          </span>
        }
      >
        {createElement(Lazy, props)}
      </Suspense>
    )
  }
}
