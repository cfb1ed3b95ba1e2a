import { formatFixedPoint } from './formatFixedPoint.js'

export const BALANCE_DISPLAY_DECIMALS = 3

/**
 * A native balance in smallest units (wei, lamports) shown with at most 3
 * decimals, truncated — never rounded up —, trailing zeros dropped,
 * '<0.001' for dust, no grouping. Throws RangeError for bad `decimals`.
 * @example formatBalance(1_234_567_890_000_000_000n, 18) // '1.234'
 */
export function formatBalance(value: bigint, decimals: number): string {
  return formatFixedPoint(value, decimals, BALANCE_DISPLAY_DECIMALS)
}
