import { formatTokenBalance } from '../format/formatTokenBalance.js'
import type { Balance } from '../account/Balance.js'
import { filterLowQualityTokens } from './filterLowQualityTokens.js'

/** One line of the Tokens tab, display-ready. */
export interface TokenRow {
  readonly key: string
  readonly name: string
  readonly symbol: string
  readonly iconUrl: string
  /** Quantity with at most 2 decimals, '<0.01' for dust. */
  readonly quantity: string
  /** USD value with 2 decimals, or undefined when the API has no price. */
  readonly value: string | undefined
  /** USD price with 2 decimals, or undefined when unpriced. */
  readonly price: string | undefined
}

/** The Tokens tab: its rows (low-quality zero-decimal tokens removed) and the total value. */
export interface TokenTable {
  readonly rows: readonly TokenRow[]
  /** Sum of the row values, 2 decimals. */
  readonly total: string
}

const money = (amount: number) => amount.toFixed(2)

/**
 * Builds the Tokens tab from the balance rows: low-quality zero-decimal tokens dropped
 * (filterLowQualityTokens), quantities to 2 decimals, value and price to 2 decimals, largest
 * value first (unpriced last, by name), and the total of the values.
 * @example tokenTable(balances).total // '4606.91'
 */
export function tokenTable(balances: readonly Balance[]): TokenTable {
  const kept = filterLowQualityTokens(balances)
  const sorted = [...kept].sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.name.localeCompare(b.name))
  const rows = sorted.map((balance) => ({
    key: balance.address ?? `${balance.chainId}:native`,
    name: balance.name,
    symbol: balance.symbol,
    iconUrl: balance.iconUrl,
    quantity: formatTokenBalance(balance.quantity.numeric) ?? balance.quantity.numeric,
    value: balance.value === undefined ? undefined : money(balance.value),
    price: balance.price > 0 ? money(balance.price) : undefined,
  }))
  const total = kept.reduce((sum, balance) => sum + (balance.value ?? 0), 0)
  return { rows, total: money(total) }
}
