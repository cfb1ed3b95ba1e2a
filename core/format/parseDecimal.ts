/** A decimal number as an exact fixed-point pair: value = units / 10^scale. */
export interface FixedPoint {
  readonly units: bigint
  /** Digits after the point; never negative. */
  readonly scale: number
}

const DECIMAL = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?$/
// Bounds the bigint work an exponent can ask for ('1e999999999' would allocate a giant number).
const MAX_EXPONENT = 10_000

/**
 * Reads a numeric string or a finite number exactly, without float rounding:
 * '1.50', '-3', '.5', '1.', '1e-7', '2.5E+3'. No whitespace, no ',' separators,
 * no hex. Returns undefined for anything else, including |exponent| > 10 000.
 * @example parseDecimal('12.340') // { units: 12340n, scale: 3 }
 */
export function parseDecimal(value: string | number): FixedPoint | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  if (typeof value !== 'number' && typeof value !== 'string') return undefined
  // String(number) is the shortest round-trip form, e.g. 0.1 → '0.1', 1e21 → '1e+21'.
  const match = DECIMAL.exec(String(value))
  if (!match) return undefined
  const [, sign = '', integer = '', fraction = '', exponentText = '0'] = match
  if (integer === '' && fraction === '') return undefined
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined
  const units = BigInt(`${sign === '-' ? '-' : ''}${integer}${fraction}` || '0')
  const scale = fraction.length - exponent
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 }
}
