import type { ViewProps } from '../ViewProps.js'
import { ConnectingWalletConnectPanel } from './ConnectingWalletConnectPanel.js'

/**
 * ConnectingWalletConnectBasic (the `basic` option): the plain pairing QR for any
 * wallet; in this mode the UnsupportedChain view never interrupts (the core's rule).
 */
export function ConnectingWalletConnectBasicView({ entry }: ViewProps<'ConnectingWalletConnectBasic'>) {
  return <ConnectingWalletConnectPanel entry={entry} walletId={entry.data?.walletId} basic />
}
