import { describe, expect, it } from 'vitest'
import { networkFeeOf, readSwapQuote, wholeTokens } from './readSwapQuote.js'
import type { SwapTokenOption } from './SwapState.js'

const token = (symbol: string, decimals: number, price: number | undefined): SwapTokenOption => ({ symbol, name: symbol, address: `eip155:1:0x${symbol}`, decimals, logoUri: '', native: false, balance: '0', price })
const ETH = token('ETH', 18, 2500)
const USDC = token('USDC', 6, 1)

describe('readSwapQuote', () => {
  it('default: received amount, the least received with the slippage, the rate, no price impact at a fair price', () => {
    const quote = readSwapQuote({ from: ETH, to: USDC, fromUnits: 2n * 10n ** 18n, toUnits: 5_000_000_000n, slippage: 1, fee: undefined })
    expect(quote).toEqual({ toAmount: '5000', minimumReceived: '4950', rate: 2500, priceImpact: 0, networkFee: undefined, slippage: 1 })
  })

  it('parameters: a worse price is a positive impact, in percent of the value paid', () => {
    expect(readSwapQuote({ from: ETH, to: USDC, fromUnits: 10n ** 18n, toUnits: 2_250_000_000n, slippage: 1, fee: undefined }).priceImpact).toBeCloseTo(10)
  })

  it('parameters: without both prices the impact is unknown; a better price is no impact, not a negative one', () => {
    expect(readSwapQuote({ from: ETH, to: token('DEMO', 18, undefined), fromUnits: 10n ** 18n, toUnits: 10n ** 18n, slippage: 1, fee: undefined }).priceImpact).toBeUndefined()
    expect(readSwapQuote({ from: ETH, to: USDC, fromUnits: 10n ** 18n, toUnits: 3_000_000_000n, slippage: 1, fee: undefined }).priceImpact).toBe(0)
  })

  it('parameters: the minimum is exact in units (0.5 % of 3 units rounds down)', () => {
    expect(readSwapQuote({ from: ETH, to: USDC, fromUnits: 1n, toUnits: 3n, slippage: 0.5, fee: undefined }).minimumReceived).toBe('0.000002')
  })

  it('parameters: a zero amount has rate 0, never a division by zero', () => {
    expect(readSwapQuote({ from: ETH, to: USDC, fromUnits: 0n, toUnits: 0n, slippage: 1, fee: undefined }).rate).toBe(0)
  })
})

describe('networkFeeOf', () => {
  it('default: gas × gas price in the native token, with its USD value', () => {
    expect(networkFeeOf({ gas: 250_000n, gasPrice: 2n * 10n ** 9n, native: { decimals: 18, symbol: 'ETH', price: 2500 } })).toEqual({ value: 5n * 10n ** 14n, decimals: 18, symbol: 'ETH', usd: 1.25 })
  })

  it('parameters: without a native price no USD value', () => {
    expect(networkFeeOf({ gas: 1n, gasPrice: 1n, native: { decimals: 18, symbol: 'ETH', price: undefined } }).usd).toBeUndefined()
  })
})

describe('wholeTokens', () => {
  it('default: exact, trailing zeros dropped', () => {
    expect([wholeTokens(1_500_000n, 6), wholeTokens(1n, 18), wholeTokens(0n, 6)]).toEqual(['1.5', '0.000000000000000001', '0'])
  })
})
