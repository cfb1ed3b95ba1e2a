import { toWalletError } from '../errors/providerErrors.js'
import { NetworkNotFoundError } from '../errors/notFoundErrors.js'
import type { Network } from './Network.js'
import { setActiveNetwork } from './setActiveNetwork.js'
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
