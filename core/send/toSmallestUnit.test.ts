import { describe, expect, it } from 'vitest'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'
import { toSmallestUnit } from './toSmallestUnit.js'

describe('toSmallestUnit', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['.5', 18, 5n * 10n ** 17n],
    ['1.', 0, 1n],
    ['0.000000000000000001', 18, 1n],
    ['2.500', 1, 25n],
    [0.1, 9, 100_000_000n],
  ] as const)('default: %s with %i decimals → %s', (amount, decimals, units) => {
    expect(toSmallestUnit(amount, decimals)).toBe(units)
  })

  it('behavior: more decimals than the token has → undefined, or cut off with floor', () => {
    expect(toSmallestUnit('1.0000005', 6)).toBeUndefined()
    expect(toSmallestUnit('1.0000005', 6, { floor: true })).toBe(1_000_000n)
    expect(toSmallestUnit('abc', 6)).toBeUndefined()
    expect(toSmallestUnit('1', -1)).toBeUndefined()
  })
})

describe('encodeErc20Transfer', () => {
  it('default: selector, the address word, the amount word (the vector viem encodes)', () => {
    expect(encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n)).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c80000000000000000000000000000000000000000000000000000000000000001',
    )
  })

  it('errors: a short address or an amount outside uint256 throws', () => {
    expect(() => encodeErc20Transfer('0x1234', 1n)).toThrow(RangeError)
    expect(() => encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 2n ** 256n)).toThrow(RangeError)
    expect(() => encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', -1n)).toThrow(RangeError)
  })
})
