import type { ViewProps } from '../../ViewProps.js'
import { WalletSendPreviewView } from './WalletSendPreviewView.js'
import { WalletSendView } from './WalletSendView.js'

/**
 * WalletSend and WalletSendPreview as one component of the chunk, so that the router's one lazy
 * component, once loaded, shows either without suspending again (no spinner between them).
 */
export function WalletSendViews(props: ViewProps<'WalletSend'> | ViewProps<'WalletSendPreview'>) {
  const { entry } = props
  return entry.view === 'WalletSendPreview' ? <WalletSendPreviewView entry={entry} /> : <WalletSendView entry={entry} />
}
