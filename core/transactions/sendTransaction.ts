import { fetchBalance } from '../account/fetchBalance.js'
import { toWalletError } from '../errors/providerErrors.js'
import { AddressOrAuthConnectorNotFoundError, CaipNetworkUndefinedError } from '../errors/notFoundErrors.js'
import type { ChainNamespace } from '../network/Network.js'
import type { TransactionDraft } from '../../ports/ChainAdapter.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'

/**
 * Sends a transaction from the connected account through its wallet, then
 * refreshes the native balance (bypassing the 30 s cache). Returns the hash.
 * @example const hash = await sendTransaction(context, { to: '0x…', value: 1n })
 */
export async function sendTransaction(
  context: CoreContext,
  params: TransactionDraft & { readonly namespace?: ChainNamespace },
): Promise<string> {
  const state = context.state.getSnapshot()
  const { namespace = state.activeNamespace, ...transaction } = params
  const connection = state.connections.find((candidate) => candidate.namespace === namespace)
  const from = state.accounts[namespace]?.address
  const network = state.networks[namespace]?.caipNetwork
  if (!connection || !from) throw new AddressOrAuthConnectorNotFoundError()
  if (!network) throw new CaipNetworkUndefinedError()
  let hash: string
  try {
    hash = await adapterFor(context, namespace).sendTransaction({
      connectorId: connection.connectorId,
      network,
      transaction: { ...transaction, from },
    })
  } catch (cause) {
    const error = toWalletError(cause)
    context.emit({ type: 'SEND_TRANSACTION_ERROR', namespace, error })
    throw error
  }
  context.emit({ type: 'SEND_TRANSACTION_SUCCESS', namespace, hash })
  await fetchBalance(context, { namespace, force: true })
  return hash
}
