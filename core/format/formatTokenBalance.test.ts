import { describe, expect, it } from 'vitest'
import { formatTokenBalance, TOKEN_BALANCE_DISPLAY_DECIMALS } from './formatTokenBalance.js'

describe('formatTokenBalance', () => {
  it.each([
    ['zero string', '0', '0'],
    ['zero with decimals', '0.000', '0'],
    ['integer', '42', '42'],
    ['2 decimals, truncated', '1234.5678', '1234.56'],
    ['0.999 does not round up', '0.999', '0.99'],
    ['drops trailing zeros', '1.50', '1.5'],
    ['exactly 0.01', '0.01', '0.01'],
    ['below 0.01 → <0.01', '0.00999', '<0.01'],
    ['exponent string', '1.2e-7', '<0.01'],
    ['huge string', '123456789012345678901234567890.129', '123456789012345678901234567890.12'],
    ['number', 12.345, '12.34'],
    ['tiny number', 1e-7, '<0.01'],
    ['huge number', 1e21, '1000000000000000000000'],
    ['float artefact is not a problem (0.1 + 0.2)', 0.1 + 0.2, '0.3'],
    ['negative', '-5.678', '-5.67'],
  ])('%s', (_name, value, expected) => {
    expect(formatTokenBalance(value)).toBe(expected)
  })

  it.each([
    ['empty', ''],
    ['letters', 'abc'],
    ['padded', ' 1.5'],
    ['comma separator', '1,5'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('not a number → undefined: %s', (_name, value) => {
    expect(formatTokenBalance(value)).toBeUndefined()
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['bigint', 1n],
    ['object', {}],
  ])('wrong type: %s → undefined', (_name, value) => {
    expect(formatTokenBalance(value as unknown as string)).toBeUndefined()
  })
})

describe('formatTokenBalance: pinned values', () => {
  it('default: the spec values', () => {
    expect({ TOKEN_BALANCE_DISPLAY_DECIMALS }).toStrictEqual({
      TOKEN_BALANCE_DISPLAY_DECIMALS: 2,
    })
  })
})
