import type { Connector, RouteRequest } from '../../core/index.js'

/** The view that connects through `connector`: the wallet's own prompt, or the pairing view (the plain one with the `basic` option). */
export function connectRouteOf(connector: Connector, walletId?: string, options: { readonly basic?: boolean } = {}): RouteRequest {
  if (connector.type === 'WALLET_CONNECT') {
    return { view: options.basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect', params: walletId ? { walletId } : undefined }
  }
  return { view: 'ConnectingExternal', params: { connectorId: connector.id, ...(walletId ? { walletId } : {}) } }
}
