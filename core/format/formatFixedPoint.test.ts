import { describe, expect, it } from 'vitest'
import { formatFixedPoint } from './formatFixedPoint.js'

describe('formatFixedPoint', () => {
  it.each([
    ['zero', 0n, 18, 3, '0'],
    ['zero with no scale', 0n, 0, 3, '0'],
    ['integer', 5n, 0, 3, '5'],
    ['exact, shorter than places', 15n, 1, 3, '1.5'],
    ['exact, equal to places', 1234n, 3, 3, '1.234'],
    ['truncates, never rounds up', 1_999_999n, 6, 3, '1.999'],
    ['truncates 0.0019 to 0.001', 19n, 4, 3, '0.001'],
    ['drops trailing zeros', 1_500_000n, 6, 3, '1.5'],
    ['drops a bare point', 2_000_400n, 6, 3, '2'],
    ['smallest shown value', 1_000n, 6, 3, '0.001'],
    ['tiny → <0.001', 999n, 6, 3, '<0.001'],
    ['one wei → <0.001', 1n, 18, 3, '<0.001'],
    ['tiny with 2 places → <0.01', 9n, 3, 2, '<0.01'],
    ['tiny with 0 places → <1', 5n, 1, 0, '<1'],
    ['0 places truncates to integer', 19n, 1, 0, '1'],
    ['negative', -1_234_567n, 6, 3, '-1.234'],
    ['negative truncates toward zero', -1_999_999n, 6, 3, '-1.999'],
    ['tiny negative → >-0.001', -1n, 18, 3, '>-0.001'],
    ['no thousands separators', 123_456_789_000n, 3, 3, '123456789'],
    ['huge (2^256 − 1 wei)', 2n ** 256n - 1n, 18, 3, '115792089237316195423570985008687907853269984665640564039457.584'],
    ['leading zeros in fraction kept', 1_005n, 3, 3, '1.005'],
    ['fraction below one', 12n, 3, 3, '0.012'],
  ])('%s', (_name, units, scale, places, expected) => {
    expect(formatFixedPoint(units, scale, places)).toBe(expected)
  })

  it.each([
    ['negative scale', -1, 3],
    ['fractional scale', 1.5, 3],
    ['NaN scale', Number.NaN, 3],
    ['negative places', 0, -1],
    ['Infinity places', 0, Number.POSITIVE_INFINITY],
  ])('throws RangeError: %s', (_name, scale, places) => {
    expect(() => formatFixedPoint(1n, scale, places)).toThrow(RangeError)
  })
})
