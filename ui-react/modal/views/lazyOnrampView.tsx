import { useModalContext } from '../ModalContext.js'
import type { ViewProps } from '../ViewProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'
import { UnavailableView } from './UnavailableView.js'

const LazyOnramp = fromLazyChunk(
  () => import('./onramp/OnrampView.js'),
  (chunk) => chunk.OnrampView,
)

/**
 * OnRampProviders (Buy crypto): its own chunk, loaded on the first open and only with
 * `features.onramp` on; without it the view is unavailable and nothing loads.
 */
export function LazyOnrampView(props: ViewProps<'OnRampProviders'>) {
  const { walletport } = useModalContext()
  return walletport.options.features.onramp ? <LazyOnramp {...props} /> : <UnavailableView />
}
