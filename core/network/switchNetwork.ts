import { toWalletError } from '../errors/providerErrors.js'
import { NetworkNotFoundError } from '../errors/notFoundErrors.js'
import { isEmbeddedWalletAvailable } from '../embedded/isEmbeddedWalletAvailable.js'
import type { Network } from './Network.js'
import { setActiveNetwork } from './setActiveNetwork.js'
import { switchNetworkPlan } from './switchNetworkPlan.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'
import { persistConnections } from '../connection/persistConnections.js'
import { connectWallet } from '../connection/connectWallet.js'
import { AUTH_CONNECTOR_ID } from '../embedded/authConnector.js'

/**
 * Switches the network, as `switchNetworkPlan` decides. In the active namespace a connected
 * wallet is asked (the adapter adds the chain on 4902). Another namespace becomes active:
 * when it is connected its account is synced through its adapter, which asks the wallet only
 * if it sits on another network; when it is not, only the network is set. The embedded wallet
 * switches its chains through the frame (SWITCH_NETWORK, via `adapterFor`); while it is the
 * active connector, a namespace it serves but has not connected (eip155 → solana) is connected
 * through it, and when that fails the network is set as for any other connector.
 * A rejected or failed switch leaves the state as it was and throws typed.
 * @example await switchNetwork(context, { network: polygon })
 */
export async function switchNetwork(context: CoreContext, params: { readonly network: Network }): Promise<void> {
  const { network } = params
  const snapshot = context.state.getSnapshot()
  const namespace = network.chainNamespace
  const configured = snapshot.networks[namespace]?.requestedCaipNetworks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  if (!configured) throw new NetworkNotFoundError({ caipNetworkId: network.caipNetworkId })

  const connection = snapshot.connections.find((candidate) => candidate.namespace === namespace)
  const active = snapshot.connections.find((candidate) => candidate.namespace === snapshot.activeNamespace)
  const { options } = context
  const plan = switchNetworkPlan({
    targetNamespace: namespace,
    activeNamespace: snapshot.activeNamespace,
    hasAddressInTarget: connection !== undefined && Boolean(snapshot.accounts[namespace]?.address),
    targetSupportsEmbedded: isEmbeddedWalletAvailable({ namespace, projectId: options.projectId, email: options.features.email, socials: options.features.socials }),
    connectorType: active ? adapterFor(context, active.namespace).getConnectors().find((each) => each.id === active.connectorId)?.type : undefined,
  })
  // The embedded wallet connects in the target namespace without a prompt; failing that, the network is set as below.
  if (plan.kind === 'embedded-connect-or-switch' && plan.embedded === 'connect' && (await connectedEmbedded(context, configured))) {
    context.emit({ type: 'SWITCH_NETWORK', network: configured })
    return
  }
  const askWallet =
    connection !== undefined &&
    (plan.kind !== 'set-network-and-sync-account' || (plan.sync !== 'none' && connection.caipNetworkId !== configured.caipNetworkId))
  if (connection && askWallet) {
    try {
      await adapterFor(context, namespace).switchNetwork({ connectorId: connection.connectorId, network: configured })
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

/** Connects the signed-in embedded wallet in `network`'s namespace; false (logged) when it could not. */
async function connectedEmbedded(context: CoreContext, network: Network): Promise<boolean> {
  try {
    await connectWallet(context, { connectorId: AUTH_CONNECTOR_ID, namespace: network.chainNamespace, caipNetworkId: network.caipNetworkId })
    return true
  } catch (error) {
    context.logger.warn(`the embedded wallet did not connect on ${network.caipNetworkId}; the network is set without it`, error)
    return false
  }
}
