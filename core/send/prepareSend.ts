import type { NetworkFee, TransactionDraft } from '../../ports/ChainAdapter.js'
import type { Balance } from '../account/Balance.js'
import type { CoreContext } from '../CoreContext.js'
import { estimateSendFee } from './estimateSendFee.js'
import { planSend, sendBalance, type SendRequest } from './planSend.js'
import type { SendReceiver } from './resolveReceiver.js'
import { InsufficientBalanceError } from './sendErrors.js'

/** What the Send view shows before the visitor confirms. */
export interface SendPreview {
  /** The balance row being sent. */
  readonly token: Balance
  /** The amount as entered, in whole tokens. */
  readonly amount: string
  /** The amount in the token's smallest unit (its `quantity.decimals`). */
  readonly units: bigint
  readonly decimals: number
  /** The receiver: what was typed, its address, and the name when one was typed. */
  readonly receiver: SendReceiver & { readonly address: string }
  /** The network fee the chain would take now; undefined when it cannot be estimated. */
  readonly fee: NetworkFee | undefined
  /** The amount in USD (the Blockchain API's prices); undefined for a token without a price. */
  readonly fiatValue: number | undefined
  /** The transaction `send` will ask the wallet for. */
  readonly transaction: TransactionDraft
}

/**
 * The preview of a send: checked as `send` checks it (SendFormError listing every problem,
 * InsufficientBalanceError for more than the balance), the name resolved, the fee estimated,
 * the USD value computed. Nothing is sent and the wallet is not asked.
 * @example const preview = await walletport.prepareSend({ token, amount: '0.5', to: 'alice.reown.id' })
 */
export async function prepareSend(context: CoreContext, request: SendRequest): Promise<SendPreview> {
  const plan = await planSend(context, request)
  const [balance, fee] = await Promise.all([
    sendBalance(context, plan),
    estimateSendFee(context, { namespace: plan.namespace, network: plan.network, from: plan.from, transaction: plan.transaction }),
  ])
  if (plan.units > balance) throw new InsufficientBalanceError({ symbol: request.token.symbol })
  const amount = String(request.amount)
  return {
    token: request.token,
    amount,
    units: plan.units,
    decimals: plan.sendToken.decimals,
    receiver: plan.receiver,
    fee,
    fiatValue: request.token.price > 0 ? Number(amount) * request.token.price : undefined,
    transaction: plan.transaction,
  }
}
