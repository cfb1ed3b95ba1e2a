import { toWalletError } from '../errors/providerErrors.js'
import { NetworkNotFoundError } from '../errors/notFoundErrors.js'
import type { Network } from './Network.js'
import { updateNetwork, type WalletState } from '../state/WalletState.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'
import { persistConnections } from '../connection/persistConnections.js'

/**
 * Switches the network. A connected namespace asks its wallet (the
 * adapter adds the chain on 4902); otherwise only the active network is set.
 * A rejected or failed switch leaves the state as it was and throws typed.
 */
export async function switchNetwork(context: CoreContext, params: { readonly network: Network }): Promise<void> {
  const { network } = params
  const snapshot = context.state.getSnapshot()
  const networkState = snapshot.networks[network.chainNamespace]
  const configured = networkState?.requestedCaipNetworks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  if (!configured) throw new NetworkNotFoundError({ caipNetworkId: network.caipNetworkId })

  const connection = snapshot.connections.find((candidate) => candidate.namespace === network.chainNamespace)
  if (connection) {
    try {
      await adapterFor(context, network.chainNamespace).switchNetwork({ connectorId: connection.connectorId, network: configured })
    } catch (cause) {
      const error = toWalletError(cause)
      context.emit({ type: 'SWITCH_NETWORK_ERROR', network: configured, error })
      throw error
    }
  }
  context.state.update((state) => setActiveNetwork(state, configured))
  await persistConnections(context)
  context.emit({ type: 'SWITCH_NETWORK', network: configured })
}

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
