import { parseDecimal } from '../format/parseDecimal.js'

/**
 * A decimal amount in a token's smallest unit (wei, lamports, the token's base unit), exact.
 * More fractional digits than `decimals` (beyond trailing zeros) give undefined, unless
 * `floor` is set: then they are cut off (a balance as an API reports it). Undefined also for
 * anything `parseDecimal` refuses.
 * @example toSmallestUnit('1.5', 6) // 1500000n
 */
export function toSmallestUnit(amount: string | number, decimals: number, options: { readonly floor?: boolean } = {}): bigint | undefined {
  const parsed = parseDecimal(amount)
  if (!parsed || !Number.isInteger(decimals) || decimals < 0) return undefined
  if (parsed.scale <= decimals) return parsed.units * 10n ** BigInt(decimals - parsed.scale)
  const divisor = 10n ** BigInt(parsed.scale - decimals)
  if (parsed.units % divisor !== 0n && !options.floor) return undefined
  // bigint division truncates toward zero: a floor for the non-negative amounts it is used on.
  return parsed.units / divisor
}
