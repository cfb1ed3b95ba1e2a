import { useModalContext } from '../ModalContext.js'
import type { ViewProps } from '../ViewProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'
import { UnavailableView } from './UnavailableView.js'

const LazySwap = fromLazyChunk(
  () => import('./swap/swapChunk.js'),
  (chunk) => chunk.SwapView,
)

/**
 * Swap: its own chunk, loaded on the first open and only with `features.swaps` on; without it
 * (a host navigating there anyway) the view is unavailable and nothing loads.
 */
export function LazySwapView(props: ViewProps<'Swap'>) {
  const { walletport } = useModalContext()
  return walletport.options.features.swaps ? <LazySwap {...props} /> : <UnavailableView />
}
