import { describe, expect, it } from 'vitest'
import { formatBalance, BALANCE_DISPLAY_DECIMALS } from './formatBalance.js'

const ETH = 10n ** 18n

describe('formatBalance', () => {
  it.each([
    ['zero', 0n, 18, '0'],
    ['one ether', ETH, 18, '1'],
    ['1.5 ether', (3n * ETH) / 2n, 18, '1.5'],
    ['3 decimals, truncated', 1_234_567_890_000_000_000n, 18, '1.234'],
    ['0.9999 does not round up to 1', 999_900_000_000_000_000n, 18, '0.999'],
    ['exactly 0.001', ETH / 1000n, 18, '0.001'],
    ['just below 0.001 → <0.001', ETH / 1000n - 1n, 18, '<0.001'],
    ['one wei → <0.001', 1n, 18, '<0.001'],
    ['SOL (9 decimals)', 1_500_000_001n, 9, '1.5'],
    ['zero decimals', 42n, 0, '42'],
    ['huge supply', 10n ** 30n * ETH, 18, '1000000000000000000000000000000'],
    ['negative (never from a wallet, still defined)', -ETH, 18, '-1'],
  ])('%s', (_name, value, decimals, expected) => {
    expect(formatBalance(value, decimals)).toBe(expected)
  })

  it.each([-1, 1.5, Number.NaN])('throws RangeError for decimals %s', (decimals) => {
    expect(() => formatBalance(1n, decimals)).toThrow(RangeError)
  })
})

describe('formatBalance: pinned values', () => {
  it('default: the spec values', () => {
    expect({ BALANCE_DISPLAY_DECIMALS }).toStrictEqual({
      BALANCE_DISPLAY_DECIMALS: 3,
    })
  })
})
