import { useEffect, useReducer, type ComponentType, type ReactElement } from 'react'
import { Spinner } from './parts/Spinner.js'
import { statusColumn } from './styles.js'
import type { View } from '../../core/index.js'
import type { ViewProps } from './ViewProps.js'


/**
 * A view that is its own chunk: the modal's first open carries only the views a visitor meets
 * first (Connect, Account, a wallet's connecting view). The chunk loads when the view is first
 * shown (or on `preload()`), once; until then a spinner holds its place. No React.lazy: its
 * Suspense reveal is held back ~300 ms in React 19, longer than the load itself.
 */
export function lazyView<V extends View>(load: () => Promise<ComponentType<ViewProps<V>>>): ((props: ViewProps<V>) => ReactElement) & { readonly preload: () => void } {
  let loaded: ComponentType<ViewProps<V>> | undefined
  let pending: Promise<void> | undefined
  const start = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  function LazyView(props: ViewProps<V>) {
    const [, rerender] = useReducer((count: number) => count + 1, 0)
    useEffect(() => {
      if (loaded) return
      let live = true
      start().then(
        () => live && rerender(),
        () => live && rerender(),
      )
      return () => {
        live = false
      }
    }, [])
    const View = loaded
    if (View) return <View {...props} />
    return (
      // Not a live region: it is gone within a frame or two, and views own their status texts.
      <div css={statusColumn} aria-busy="true" data-walletport-loading="">
        <Spinner size={28} />
      </div>
    )
  }
  return Object.assign(LazyView, { preload: () => void start().catch(() => undefined) })
}
