import { toWalletError } from '../errors/providerErrors.js'
import { NetworkNotFoundError } from '../errors/notFoundErrors.js'
import type { ChainNamespace } from '../network/Network.js'
import { applyStatus } from '../account/accountState.js'
import { accountOf, updateAccount } from '../state/WalletState.js'
import { adapterFor } from './adapterFor.js'
import { applyWalletConnection } from './applyWalletConnection.js'
import type { CoreContext } from '../CoreContext.js'
import { persistConnections } from './persistConnections.js'
import { rememberRecentWallet } from '../connectors/rememberRecentWallet.js'
import { resolveNetwork } from '../network/resolveNetwork.js'
import { validateAccounts } from '../account/validateAccounts.js'

/**
 * Connects a wallet through one connector of a namespace's adapter.
 * A refusal or failure leaves the previous account state as it was.
 * @example await connectWallet(context, { connectorId: 'injected' })
 */
export async function connectWallet(
  context: CoreContext,
  params: { readonly connectorId: string; readonly namespace?: ChainNamespace },
): Promise<{ readonly address: string; readonly caipNetworkId: string }> {
  const namespace = params.namespace ?? context.state.getSnapshot().activeNamespace
  const adapter = adapterFor(context, namespace)
  const connector = adapter.getConnectors().find((candidate) => candidate.id === params.connectorId)
  const requested = context.state.getSnapshot().networks[namespace]
  const target = requested?.caipNetwork
  if (!requested || !target) throw new NetworkNotFoundError()

  const before = accountOf(context.state.getSnapshot(), namespace)
  context.state.update((state) => updateAccount(state, namespace, (account) => applyStatus(account, 'connecting')))
  try {
    const result = await adapter.connect({ connectorId: params.connectorId, network: target })
    const accounts = validateAccounts(namespace, result.accounts)
    const { network } = resolveNetwork(requested.requestedCaipNetworks, namespace, result.chainId)
    context.state.update((state) =>
      applyWalletConnection(state, {
        namespace,
        connectorId: params.connectorId,
        accounts,
        network,
        ...(connector ? { walletName: connector.name } : {}),
      }),
    )
    await persistConnections(context)
    await rememberRecentWallet(context, { id: params.connectorId, ...(connector?.info?.rdns ? { rdns: connector.info.rdns } : {}) })
    const address = accounts[0]?.address ?? ''
    context.emit({ type: 'CONNECT_SUCCESS', namespace, connectorId: params.connectorId, address })
    return { address, caipNetworkId: network.caipNetworkId }
  } catch (cause) {
    const error = toWalletError(cause)
    context.state.update((state) => updateAccount(state, namespace, () => before))
    context.emit({ type: 'CONNECT_ERROR', namespace, connectorId: params.connectorId, error })
    throw error
  }
}
