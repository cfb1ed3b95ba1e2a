import { formatFixedPoint } from './formatFixedPoint.js'
import { parseDecimal } from './parseDecimal.js'

export const TOKEN_BALANCE_DISPLAY_DECIMALS = 2

/**
 * A token amount (`quantity.numeric` string or a number) shown with at most 2
 * decimals, truncated, trailing zeros dropped, '<0.01' for dust, no
 * grouping. Parsed exactly (no float rounding). Returns undefined when the
 * input is not a number, so the UI shows a placeholder rather than a false '0'.
 * @example formatTokenBalance('1234.5678') // '1234.56'
 */
export function formatTokenBalance(value: string | number): string | undefined {
  const parsed = parseDecimal(value)
  return parsed && formatFixedPoint(parsed.units, parsed.scale, TOKEN_BALANCE_DISPLAY_DECIMALS)
}
