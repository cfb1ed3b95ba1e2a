import type { Balance } from '../account/Balance.js'
import { readSendToken } from '../send/readSendToken.js'
import type { CheckedPayRequest } from './checkPayRequest.js'

/**
 * The balance row a payment sends from: the account's row of the request's token on its
 * network (contracts compared case-insensitively), found by readSendToken's reading. The native
 * token always has one: without a row (no API, not loaded) it is the network's currency with
 * no price (send reads the native balance from the chain anyway). Undefined for a token the
 * rows do not list (the API lists only held tokens).
 * @example findPayToken(walletport.getAccountData().tokens.balances, checked)?.symbol // 'DUSD'
 */
export function findPayToken(balances: readonly Balance[], request: Pick<CheckedPayRequest, 'network' | 'contract'>): Balance | undefined {
  const { network, contract } = request
  const row = balances.find((balance) => {
    const token = readSendToken(balance)
    return token?.caipNetworkId === network.caipNetworkId && token.contract?.toLowerCase() === contract?.toLowerCase()
  })
  if (row || contract !== undefined) return row
  const { name, symbol, decimals } = network.nativeCurrency
  return { name, symbol, chainId: network.caipNetworkId, price: 0, quantity: { decimals: String(decimals), numeric: '0' }, iconUrl: '' }
}
