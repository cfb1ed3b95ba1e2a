import { AbortedError } from '../errors/AbortedError.js'
import { toWalletError } from '../errors/providerErrors.js'
import { beginConnectAttempt } from './connectAttempts.js'
import { NetworkNotFoundError } from '../errors/notFoundErrors.js'
import type { ChainNamespace, Network } from '../network/Network.js'
import { applyStatus } from '../account/accountState.js'
import { updateAccount } from '../state/updateWalletState.js'
import { accountOf } from '../state/WalletState.js'
import { adapterFor } from './adapterFor.js'
import { applyWalletConnection } from './applyWalletConnection.js'
import type { CoreContext } from '../CoreContext.js'
import { persistConnections } from './persistConnections.js'
import { rememberRecentWallet } from '../connectors/rememberRecentWallet.js'
import { resolveNetwork } from '../network/resolveNetwork.js'
import { switchNetwork } from '../network/switchNetwork.js'
import { validateAccounts, validateChainId } from '../account/validateAccounts.js'

/**
 * Connects a wallet through one connector of a namespace's adapter; the namespace becomes the
 * active one and the connections of other namespaces stay. With `caipNetworkId` (a network of
 * that namespace the visitor picked) the wallet connects for that network and is switched to
 * it when it answers from another; a refused switch leaves the wallet connected where it is.
 * A refusal or failure of the connect leaves the previous account state as it was. An answer
 * that comes after a later connect or a disconnect of the namespace changes nothing: it rejects
 * with an AbortedError (and the wallet is let go unless the latest attempt uses it).
 * @example await connectWallet(context, { connectorId: 'injected' })
 */
export async function connectWallet(
  context: CoreContext,
  params: { readonly connectorId: string; readonly namespace?: ChainNamespace; readonly caipNetworkId?: string },
): Promise<{ readonly address: string; readonly caipNetworkId: string }> {
  const namespace = params.namespace ?? context.state.getSnapshot().activeNamespace
  const adapter = adapterFor(context, namespace)
  const requested = context.state.getSnapshot().networks[namespace]
  const picked = params.caipNetworkId === undefined ? undefined : requested?.requestedCaipNetworks.find((network) => network.caipNetworkId === params.caipNetworkId)
  if (params.caipNetworkId !== undefined && !picked) throw new NetworkNotFoundError({ caipNetworkId: params.caipNetworkId })
  const target = picked ?? requested?.caipNetwork
  if (!requested || !target) throw new NetworkNotFoundError()

  const before = accountOf(context.state.getSnapshot(), namespace)
  const isLatest = beginConnectAttempt(context.state, namespace)
  context.state.update((state) => updateAccount(state, namespace, (account) => applyStatus(account, 'connecting')))
  let connected: { readonly address: string; readonly caipNetworkId: string }
  try {
    const result = await adapter.connect({ connectorId: params.connectorId, network: target })
    // Read once the wallet answered: an adapter whose code loads on first need lists it only then.
    const connector = adapter.getConnectors().find((candidate) => candidate.id === params.connectorId)
    if (!isLatest()) throw new AbortedError({ details: { reason: 'superseded', connectorId: params.connectorId } })
    const accounts = validateAccounts(namespace, result.accounts)
    const { network } = resolveNetwork(requested.requestedCaipNetworks, namespace, validateChainId(namespace, result.chainId))
    context.state.update((state) =>
      applyWalletConnection(state, {
        namespace,
        connectorId: params.connectorId,
        accounts,
        network,
        ...(connector ? { walletName: connector.name } : {}),
        ...(result.user ? { user: result.user } : {}),
      }),
    )
    await persistConnections(context)
    // The embedded wallet is not a wallet the visitor picks from the list: it never takes a recent slot.
    if (connector?.type !== 'AUTH') await rememberRecentWallet(context, { id: params.connectorId, ...(connector?.info?.rdns ? { rdns: connector.info.rdns } : {}) })
    connected = { address: accounts[0]?.address ?? '', caipNetworkId: network.caipNetworkId }
    context.emit({ type: 'CONNECT_SUCCESS', namespace, connectorId: params.connectorId, address: connected.address })
  } catch (cause) {
    if (!isLatest()) return settleSuperseded(context, adapter, params.connectorId, namespace, cause)
    const error = toWalletError(cause)
    context.state.update((state) => updateAccount(state, namespace, () => before))
    context.emit({ type: 'CONNECT_ERROR', namespace, connectorId: params.connectorId, error })
    throw error
  }
  if (!picked || picked.caipNetworkId === connected.caipNetworkId) return connected
  return (await movedTo(context, picked)) ? { ...connected, caipNetworkId: picked.caipNetworkId } : connected
}

/**
 * A late answer to a connect the visitor moved on from: the state is the later attempt's (or the
 * disconnect's). A wallet that connected is let go, unless the current connection uses it.
 */
async function settleSuperseded(context: CoreContext, adapter: ReturnType<typeof adapterFor>, connectorId: string, namespace: ChainNamespace, cause: unknown): Promise<never> {
  context.logger.debug(`a late answer of ${connectorId} to an abandoned connect was ignored`, cause)
  const inUse = context.state.getSnapshot().connections.some((connection) => connection.namespace === namespace && connection.connectorId === connectorId)
  if (!inUse && cause instanceof AbortedError) await adapter.disconnect({ connectorId }).catch((error: unknown) => context.logger.debug(`${connectorId} could not be let go`, error))
  throw cause instanceof AbortedError ? cause : new AbortedError({ cause, details: { reason: 'superseded', connectorId } })
}

/** Asks the just connected wallet to move to the picked network; a refusal is logged (the switch emits its error). */
async function movedTo(context: CoreContext, network: Network): Promise<boolean> {
  try {
    await switchNetwork(context, { network })
    return true
  } catch (error) {
    context.logger.warn(`the wallet did not move to ${network.caipNetworkId}`, error)
    return false
  }
}
