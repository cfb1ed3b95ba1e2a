import type { Network } from './Network.js'
import { updateNetwork, type WalletState } from '../state/WalletState.js'

/** Makes `network` the active network of its namespace and the namespace active. */
export function setActiveNetwork(state: WalletState, network: Network): WalletState {
  const withNetwork = updateNetwork(state, network.chainNamespace, (previous) =>
    previous.caipNetwork?.caipNetworkId === network.caipNetworkId ? previous : { ...previous, caipNetwork: network },
  )
  const connections = withNetwork.connections.map((connection) =>
    connection.namespace === network.chainNamespace && connection.caipNetworkId !== network.caipNetworkId
      ? { ...connection, caipNetworkId: network.caipNetworkId }
      : connection,
  )
  const account = withNetwork.accounts[network.chainNamespace]
  const caipAddress = account?.address ? (`${network.caipNetworkId}:${account.address}` as const) : undefined
  const accounts =
    account && caipAddress && account.caipAddress !== caipAddress
      ? { ...withNetwork.accounts, [network.chainNamespace]: { ...account, caipAddress } }
      : withNetwork.accounts
  const unchanged =
    withNetwork === state && accounts === state.accounts && state.activeNamespace === network.chainNamespace &&
    connections.every((connection, index) => connection === state.connections[index])
  // Same reference when nothing changed, so a wallet echoing our own switch emits nothing.
  return unchanged ? state : { ...withNetwork, accounts, connections, activeNamespace: network.chainNamespace }
}
