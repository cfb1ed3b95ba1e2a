import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import type { ChainNamespace } from '../network/Network.js'
import { applyWalletConnection } from './applyWalletConnection.js'
import type { CoreContext } from '../CoreContext.js'
import { removeConnection } from './removeConnection.js'
import { persistConnections } from './persistConnections.js'
import { resolveNetwork } from '../network/resolveNetwork.js'
import { setNamespaceNetwork } from '../network/setNamespaceNetwork.js'
import { validateAccounts, validateChainId } from '../account/validateAccounts.js'

/**
 * Applies what a wallet says on its own: accounts changed (empty = locked →
 * disconnected), chain changed (unknown chains become the unsupported state),
 * disconnect. Events from a connector that is not the live one are ignored; a wallet of
 * the namespace that is not active updates its namespace without making it active.
 */
export async function handleAdapterEvent(context: CoreContext, namespace: ChainNamespace, event: ChainAdapterEvent): Promise<void> {
  if (event.type === 'connectorsChanged') return
  const snapshot = context.state.getSnapshot()
  const connection = snapshot.connections.find((candidate) => candidate.namespace === namespace)
  if (!connection || connection.connectorId !== event.connectorId) return

  if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
    context.state.update((state) => removeConnection(state, namespace))
    await persistConnections(context)
    context.emit({ type: 'DISCONNECT_SUCCESS', namespace })
    return
  }
  const networkState = snapshot.networks[namespace]
  const requested = networkState?.requestedCaipNetworks ?? []
  if (event.type === 'chainChanged') {
    const { network } = resolveNetwork(requested, namespace, validateChainId(namespace, event.chainId))
    context.state.update((state) => setNamespaceNetwork(state, network))
    await persistConnections(context)
    context.emit({ type: 'SWITCH_NETWORK', network })
    return
  }
  try {
    const accounts = validateAccounts(namespace, event.accounts)
    const network = networkState?.caipNetwork
    if (!network) return
    context.state.update((state) =>
      applyWalletConnection(state, { namespace, connectorId: connection.connectorId, accounts, network, activate: false }),
    )
    await persistConnections(context)
    context.emit({ type: 'ACCOUNT_CHANGED', namespace, address: accounts[0]?.address ?? '' })
  } catch (error) {
    context.logger.warn('ignored invalid accountsChanged event', error)
  }
}
