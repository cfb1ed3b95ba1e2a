import type { ViewProps } from '../ViewProps.js'
import { ConnectingWalletConnectPanel } from './ConnectingWalletConnectPanel.js'

/** ConnectingWalletConnect: pair a phone wallet by QR code or deep link. */
export function ConnectingWalletConnectView({ entry }: ViewProps<'ConnectingWalletConnect'>) {
  return <ConnectingWalletConnectPanel entry={entry} walletId={entry.data?.walletId} basic={false} />
}
