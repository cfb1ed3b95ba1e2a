import type { Network } from './Network.js'
import { updateNetwork } from '../state/updateWalletState.js'
import type { WalletState } from '../state/WalletState.js'

/**
 * Makes `network` the network of its namespace (its connection and CAIP address follow)
 * without touching which namespace is active: a wallet of the other namespace moving chain
 * on its own must not take the screen. The same reference when nothing changes.
 */
export function setNamespaceNetwork(state: WalletState, network: Network): WalletState {
  const namespace = network.chainNamespace
  const withNetwork = updateNetwork(state, namespace, (previous) =>
    previous.caipNetwork?.caipNetworkId === network.caipNetworkId ? previous : { ...previous, caipNetwork: network },
  )
  const connections = withNetwork.connections.map((connection) =>
    connection.namespace === namespace && connection.caipNetworkId !== network.caipNetworkId ? { ...connection, caipNetworkId: network.caipNetworkId } : connection,
  )
  const account = withNetwork.accounts[namespace]
  const caipAddress = account?.address ? (`${network.caipNetworkId}:${account.address}` as const) : undefined
  const accounts =
    account && caipAddress && account.caipAddress !== caipAddress ? { ...withNetwork.accounts, [namespace]: { ...account, caipAddress } } : withNetwork.accounts
  const unchanged = withNetwork === state && accounts === state.accounts && connections.every((connection, index) => connection === state.connections[index])
  return unchanged ? state : { ...withNetwork, accounts, connections }
}
