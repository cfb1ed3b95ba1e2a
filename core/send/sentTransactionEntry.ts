import type { Transaction } from '../portfolio/Transaction.js'
import type { SendPlan } from './planSend.js'

/**
 * The Activity entry of a transaction just sent: status 'pending', one outgoing transfer of the
 * token (its quantity in whole tokens, its USD value when priced), dated `now`.
 * @example sentTransactionEntry({ plan, hash, amount: '0.5', now: clock.now() }).metadata.status // 'pending'
 */
export function sentTransactionEntry(params: { readonly plan: SendPlan; readonly hash: string; readonly amount: string; readonly now: number }): Transaction {
  const { plan, hash, amount } = params
  const { token } = plan
  const value = token.price > 0 ? Number(amount) * token.price : undefined
  return {
    id: hash,
    metadata: {
      operationType: 'send',
      hash,
      chain: plan.network.caipNetworkId,
      minedAt: new Date(params.now).toISOString(),
      sentFrom: plan.from,
      sentTo: plan.receiver.address,
      status: 'pending',
      nonce: 0,
    },
    transfers: [
      {
        fungible_info: { name: token.name, symbol: token.symbol, ...(token.iconUrl ? { icon: { url: token.iconUrl } } : {}) },
        direction: 'out',
        quantity: { numeric: amount },
        ...(value === undefined ? {} : { value, price: token.price }),
      },
    ],
  }
}
