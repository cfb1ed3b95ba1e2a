import { useModalContext } from '../ModalContext.js'
import type { ViewProps } from '../ViewProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'
import { UnavailableView } from './UnavailableView.js'

const LazyPay = fromLazyChunk(
  () => import('./pay/PayView.js'),
  (chunk) => chunk.PayView,
)

/**
 * Pay: its own chunk, loaded on the first open and only with `features.pay` on; without it (a
 * host opening it anyway) the view is unavailable and nothing loads.
 */
export function LazyPayView(props: ViewProps<'Pay'>) {
  const { walletport } = useModalContext()
  return walletport.options.features.pay ? <LazyPay {...props} /> : <UnavailableView />
}
