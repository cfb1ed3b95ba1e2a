import type { EmbeddedWalletState } from '../../core/index.js'
import { perInstanceSource } from '../perInstanceSource.js'

/** The instance's embedded wallet state (frame lifecycle, email, shown frame) as a React source. */
export const embeddedWalletSource = perInstanceSource<EmbeddedWalletState>(
  (walletport, onChange) => walletport.watchEmbeddedWallet(onChange),
  (walletport) => walletport.getEmbeddedWallet(),
)
