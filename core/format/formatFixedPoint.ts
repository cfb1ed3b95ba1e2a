/**
 * Shows units / 10^scale with at most `places` decimals, TRUNCATED toward zero
 * (a balance is never overstated), trailing zeros and a bare point dropped, no
 * thousands separators (grouping is a locale matter for the UI). A non-zero
 * value that truncates to zero shows as '<0.001' (or '>-0.001' when negative).
 * Throws RangeError when scale or places is not a non-negative safe integer.
 * @example formatFixedPoint(1_234_567n, 3, 2) // '1234.56'
 */
export function formatFixedPoint(units: bigint, scale: number, places: number): string {
  assertCount('scale', scale)
  assertCount('places', places)
  const negative = units < 0n
  const magnitude = negative ? -units : units
  const kept = scale > places ? magnitude / 10n ** BigInt(scale - places) : magnitude
  const keptScale = Math.min(scale, places)
  if (kept === 0n) {
    if (magnitude === 0n) return '0'
    const smallest = places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`
    return negative ? `>-${smallest}` : `<${smallest}`
  }
  const digits = kept.toString().padStart(keptScale + 1, '0')
  const integer = digits.slice(0, digits.length - keptScale)
  const fraction = digits.slice(digits.length - keptScale).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${String(value)}`)
  }
}
