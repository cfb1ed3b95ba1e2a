import { describe, expect, it } from 'vitest'
import { parseDecimal } from './parseDecimal.js'

describe('parseDecimal', () => {
  it.each([
    ['integer string', '12', 12n, 0],
    ['keeps trailing zeros as scale', '12.340', 12340n, 3],
    ['leading dot', '.5', 5n, 1],
    ['trailing dot', '1.', 1n, 0],
    ['negative', '-3.25', -325n, 2],
    ['explicit plus', '+7', 7n, 0],
    ['zero', '0', 0n, 0],
    ['negative zero', '-0.0', 0n, 1],
    ['leading zeros', '007.10', 710n, 2],
    ['negative exponent', '1e-7', 1n, 7],
    ['positive exponent', '2.5E+3', 2500n, 0],
    ['exponent inside the fraction (123.45)', '1.2345e2', 12345n, 2],
    ['huge integer string', '123456789012345678901234567890', 123456789012345678901234567890n, 0],
    ['number', 0.1, 1n, 1],
    ['float number', 1234.5678, 12345678n, 4],
    ['tiny number (exponent form)', 1e-7, 1n, 7],
    ['huge number (exponent form)', 1e21, 10n ** 21n, 0],
    ['negative number', -2.5, -25n, 1],
    ['exponent at the bound', '1e10000', 10n ** 10000n, 0],
  ])('%s', (_name, value, units, scale) => {
    expect(parseDecimal(value)).toEqual({ units, scale })
  })

  it.each([
    ['empty', ''],
    ['sign only', '-'],
    ['dot only', '.'],
    ['exponent only', 'e5'],
    ['letters', 'abc'],
    ['comma separator', '1,000'],
    ['two dots', '1.2.3'],
    ['hex', '0x10'],
    ['leading whitespace', ' 1'],
    ['trailing whitespace', '1 '],
    ['Infinity string', 'Infinity'],
    ['NaN string', 'NaN'],
    ['exponent past the bound', '1e10001'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('rejects: %s', (_name, value) => {
    expect(parseDecimal(value)).toBeUndefined()
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['bigint', 1n],
    ['object', {}],
    ['array', ['1']],
  ])('wrong type: %s → undefined', (_name, value) => {
    expect(parseDecimal(value as unknown as string)).toBeUndefined()
  })
})
