import type { Balance } from '../account/Balance.js'

// '0', '00', … — the API sends decimals as a string.
const ZERO = /^0+$/

/**
 * Drops balances whose token has zero decimals (`quantity.decimals`
 * is '0'; '00' counts too), the mark of airdropped spam tokens. Missing or
 * malformed decimals are kept: the rule names zero only. Order is preserved.
 * @example filterLowQualityTokens(balances).every((b) => b.quantity.decimals !== '0') // true
 */
export function filterLowQualityTokens(balances: readonly Balance[]): Balance[] {
  return balances.filter((balance) => !ZERO.test(String(balance.quantity?.decimals ?? '')))
}
