import { AUTH_CONNECTOR_ID } from '../embedded/authConnector.js'
import { EMBEDDED_WALLET_NAMESPACES } from '../embedded/isEmbeddedWalletAvailable.js'
import type { Network } from '../network/Network.js'
import type { WalletState } from '../state/WalletState.js'
import type { RouteRequest } from './views.js'

/**
 * Where picking `network` in the network list leads: nowhere (`undefined`) for the active
 * network; SwitchActiveChain when its namespace has no connection while another namespace
 * has one (a wallet of that namespace must connect first), unless the active connection is the
 * embedded wallet and it serves that namespace (it connects there itself); SwitchNetwork
 * otherwise, which switches the wallet, or makes an already connected namespace active.
 * @example routeForNetworkPick(walletport.getState(), solanaDevnet) // { view: 'SwitchActiveChain', … }
 */
export function routeForNetworkPick(state: WalletState, network: Network): RouteRequest | undefined {
  const { chainNamespace: namespace, caipNetworkId } = network
  const active = state.networks[state.activeNamespace]?.caipNetwork
  if (namespace === state.activeNamespace && active?.caipNetworkId === caipNetworkId) return undefined
  const targetConnected = state.connections.some((connection) => connection.namespace === namespace)
  const otherConnected = state.connections.some((connection) => connection.namespace !== namespace)
  const activeConnection = state.connections.find((connection) => connection.namespace === state.activeNamespace)
  const embeddedCarries = activeConnection?.connectorId === AUTH_CONNECTOR_ID && EMBEDDED_WALLET_NAMESPACES.includes(namespace)
  if (!targetConnected && otherConnected && !embeddedCarries) return { view: 'SwitchActiveChain', params: { chainNamespace: namespace, caipNetworkId } }
  return { view: 'SwitchNetwork', params: { caipNetworkId } }
}
