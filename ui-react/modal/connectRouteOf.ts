import type { Connector, RouteRequest } from '../../core/index.js'

/** The view that connects through `connector`: the wallet's own prompt, or the pairing view. */
export function connectRouteOf(connector: Connector, walletId?: string): RouteRequest {
  if (connector.type === 'WALLET_CONNECT') return { view: 'ConnectingWalletConnect', params: walletId ? { walletId } : undefined }
  return { view: 'ConnectingExternal', params: { connectorId: connector.id, ...(walletId ? { walletId } : {}) } }
}
