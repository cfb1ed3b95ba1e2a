import type { Network } from '../network/Network.js'
import type { WalletState } from '../state/WalletState.js'
import type { RouteRequest } from './views.js'

/**
 * Where picking `network` in the network list leads: nowhere (`undefined`) for the active
 * network; SwitchActiveChain when its namespace has no connection while another namespace
 * has one (a wallet of that namespace must connect first); SwitchNetwork otherwise, which
 * switches the wallet, or makes an already connected namespace active.
 * @example routeForNetworkPick(walletport.getState(), solanaDevnet) // { view: 'SwitchActiveChain', … }
 */
export function routeForNetworkPick(state: WalletState, network: Network): RouteRequest | undefined {
  const { chainNamespace: namespace, caipNetworkId } = network
  const active = state.networks[state.activeNamespace]?.caipNetwork
  if (namespace === state.activeNamespace && active?.caipNetworkId === caipNetworkId) return undefined
  const targetConnected = state.connections.some((connection) => connection.namespace === namespace)
  const otherConnected = state.connections.some((connection) => connection.namespace !== namespace)
  if (!targetConnected && otherConnected) return { view: 'SwitchActiveChain', params: { chainNamespace: namespace, caipNetworkId } }
  return { view: 'SwitchNetwork', params: { caipNetworkId } }
}
