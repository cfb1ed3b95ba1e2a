import type { Transaction } from '../portfolio/Transaction.js'
import type { SwapTokenOption } from './SwapState.js'

/**
 * The Activity entry of a swap just sent: status 'pending', a 'trade' of `fromAmount` of one
 * token out and `toAmount` of the other in (with USD values where priced), dated `now`.
 * @example swapTransactionEntry({ hash, chain: 'eip155:1', account, router, from, to, fromAmount: '1', toAmount: '2500', now }).metadata.operationType // 'trade'
 */
export function swapTransactionEntry(parameters: {
  readonly hash: string
  readonly chain: string
  readonly account: string
  readonly router: string
  readonly from: SwapTokenOption
  readonly to: SwapTokenOption
  readonly fromAmount: string
  readonly toAmount: string
  readonly now: number
}): Transaction {
  const { hash, from, to } = parameters
  const transfer = (token: SwapTokenOption, amount: string, direction: 'in' | 'out') => ({
    fungible_info: { name: token.name, symbol: token.symbol, ...(token.logoUri ? { icon: { url: token.logoUri } } : {}) },
    direction,
    quantity: { numeric: amount },
    ...(token.price === undefined ? {} : { value: Number(amount) * token.price, price: token.price }),
  })
  return {
    id: hash,
    metadata: {
      operationType: 'trade',
      hash,
      chain: parameters.chain,
      minedAt: new Date(parameters.now).toISOString(),
      sentFrom: parameters.account,
      sentTo: parameters.router,
      status: 'pending',
      nonce: 0,
    },
    transfers: [transfer(from, parameters.fromAmount, 'out'), transfer(to, parameters.toAmount, 'in')],
  }
}
