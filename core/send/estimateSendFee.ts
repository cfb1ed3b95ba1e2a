import type { NetworkFee, TransactionDraft } from '../../ports/ChainAdapter.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'
import type { ChainNamespace, Network } from '../network/Network.js'

/**
 * The network fee of a transaction from `from`, as the namespace's adapter estimates it;
 * undefined when the adapter cannot estimate fees or the estimate failed (logged), so a
 * preview still shows without it.
 * @example const fee = await estimateSendFee(context, { namespace: 'eip155', network, from, transaction: { to, value: 1n } })
 */
export async function estimateSendFee(
  context: Pick<CoreContext, 'adapters' | 'embedded' | 'logger'>,
  params: { readonly namespace: ChainNamespace; readonly network: Network; readonly from: string; readonly transaction: TransactionDraft },
): Promise<NetworkFee | undefined> {
  const adapter = adapterFor(context, params.namespace)
  if (!adapter.estimateFee) return undefined
  try {
    return await adapter.estimateFee({ network: params.network, transaction: { ...params.transaction, from: params.from } })
  } catch (error) {
    context.logger.warn(`send: the fee estimate failed on ${params.network.caipNetworkId}`, error)
    return undefined
  }
}
