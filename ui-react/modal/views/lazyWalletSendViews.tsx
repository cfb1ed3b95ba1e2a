import { useModalContext } from '../ModalContext.js'
import type { ViewProps } from '../ViewProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'
import { UnavailableView } from './UnavailableView.js'

// One lazy component for both views: once the chunk is in, going to the preview does not suspend.
const LazySend = fromLazyChunk(
  () => import('./send/sendChunk.js'),
  (chunk) => chunk.WalletSendViews,
)

/**
 * WalletSend and WalletSendPreview: their own chunk, loaded on the first open and only with
 * `features.send` on; without it (a host navigating there anyway) the view is unavailable and nothing loads.
 */
export function LazyWalletSendView(props: ViewProps<'WalletSend'> | ViewProps<'WalletSendPreview'>) {
  const { walletport } = useModalContext()
  return walletport.options.features.send ? <LazySend {...props} /> : <UnavailableView />
}
