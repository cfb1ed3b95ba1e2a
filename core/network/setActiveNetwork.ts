import type { Network } from './Network.js'
import type { WalletState } from '../state/WalletState.js'
import { setNamespaceNetwork } from './setNamespaceNetwork.js'

/**
 * Makes `network` the active network of its namespace and the namespace active. That
 * namespace's connection moves to the front of the list, so the stored order (most recently
 * active first) brings the same namespace back active after a reload.
 */
export function setActiveNetwork(state: WalletState, network: Network): WalletState {
  const namespace = network.chainNamespace
  const withNetwork = setNamespaceNetwork(state, network)
  const own = withNetwork.connections.find((connection) => connection.namespace === namespace)
  const first = !own || withNetwork.connections[0] === own
  // Same reference when nothing changed, so a wallet echoing our own switch emits nothing.
  if (withNetwork === state && first && state.activeNamespace === namespace) return state
  const connections = first ? withNetwork.connections : [own, ...withNetwork.connections.filter((connection) => connection !== own)]
  return { ...withNetwork, connections, activeNamespace: namespace }
}
