import { fetchBalance } from '../account/fetchBalance.js'
import { toWalletError } from '../errors/providerErrors.js'
import { AddressOrAuthConnectorNotFoundError, CaipNetworkUndefinedError } from '../errors/notFoundErrors.js'
import type { ChainNamespace } from '../network/Network.js'
import type { TransactionDraft } from '../../ports/ChainAdapter.js'
import { adapterFor } from '../connection/adapterFor.js'
import { isSolanaTransfer, TransactionFormError } from './transactionForm.js'
import type { CoreContext } from '../CoreContext.js'

/**
 * Sends a transaction from the connected account through its wallet, then
 * refreshes the native balance (bypassing the 30 s cache). Returns the hash.
 * Without a `namespace` the form decides: a solana transfer (`lamports`, or `amount` +
 * `mint`) goes to the solana connection, any other form to eip155. A form that is not the
 * namespace's throws TransactionFormError before the wallet is asked.
 * @example const hash = await sendTransaction(context, { to: '0x…', value: 1n })
 */
export async function sendTransaction(
  context: CoreContext,
  params: TransactionDraft & { readonly namespace?: ChainNamespace },
): Promise<string> {
  const state = context.state.getSnapshot()
  const { namespace = namespaceOfForm(params), ...transaction } = params
  if ((namespace === 'solana' || namespace === 'eip155') && namespace !== namespaceOfForm(params)) throw new TransactionFormError({ expected: namespace })
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

/** The namespace whose form a draft has. */
function namespaceOfForm(draft: TransactionDraft): 'eip155' | 'solana' {
  return isSolanaTransfer({ ...draft, from: '' }) ? 'solana' : 'eip155'
}
