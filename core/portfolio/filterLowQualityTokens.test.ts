import { describe, expect, it } from 'vitest'
import type { Balance } from '../account/Balance.js'
import { filterLowQualityTokens } from './filterLowQualityTokens.js'

function balance(symbol: string, decimals: string): Balance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }
}

const symbols = (list: readonly Balance[]) => list.map((item) => item.symbol)

describe('filterLowQualityTokens', () => {
  it.each([
    ["'0' dropped", '0', false],
    ["'00' dropped", '00', false],
    ["'18' kept", '18', true],
    ["'6' kept", '6', true],
    ["'10' kept (contains a zero)", '10', true],
    ["'1' kept", '1', true],
    ['empty kept (not zero)', '', true],
    ["' 0' kept (malformed, not zero)", ' 0', true],
  ])('%s', (_name, decimals, kept) => {
    expect(filterLowQualityTokens([balance('T', decimals)])).toHaveLength(kept ? 1 : 0)
  })

  it('behavior: keeps order of the survivors', () => {
    const list = [balance('A', '18'), balance('SPAM', '0'), balance('B', '6'), balance('SPAM2', '0')]
    expect(symbols(filterLowQualityTokens(list))).toEqual(['A', 'B'])
  })

  it('edge: empty list', () => {
    expect(filterLowQualityTokens([])).toEqual([])
  })

  it('edge: a row without quantity (bad API data) is kept, not thrown on', () => {
    const broken = { ...balance('X', '18'), quantity: undefined } as unknown as Balance
    expect(filterLowQualityTokens([broken])).toEqual([broken])
  })
})
