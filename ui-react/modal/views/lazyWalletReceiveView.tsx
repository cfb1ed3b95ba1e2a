import { useModalContext } from '../ModalContext.js'
import type { ViewProps } from '../ViewProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'
import { UnavailableView } from './UnavailableView.js'

const LazyReceive = fromLazyChunk(
  () => import('./receive/WalletReceiveView.js'),
  (chunk) => chunk.WalletReceiveView,
)

/**
 * WalletReceive: its own chunk, loaded on the first open and only with `features.receive` on;
 * without it (a host navigating there anyway) the view is unavailable and nothing loads.
 */
export function LazyWalletReceiveView(props: ViewProps<'WalletReceive'>) {
  const { walletport } = useModalContext()
  return walletport.options.features.receive ? <LazyReceive {...props} /> : <UnavailableView />
}
