import { expect, it } from 'vitest'
import { uiTokenAmount } from './uiTokenAmount.js'

it('default: whole and fractional amounts, trailing zeros trimmed', () => {
  expect(uiTokenAmount(1_500_000n, 6)).toEqual({ amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' })
  expect(uiTokenAmount(2_000_000n, 6).uiAmountString).toBe('2')
  expect(uiTokenAmount(1n, 9).uiAmountString).toBe('0.000000001')
  expect(uiTokenAmount(0n, 6)).toEqual({ amount: '0', decimals: 6, uiAmount: 0, uiAmountString: '0' })
})

it('parameters: zero decimals', () => {
  expect(uiTokenAmount(42n, 0)).toEqual({ amount: '42', decimals: 0, uiAmount: 42, uiAmountString: '42' })
})

it('behavior: beyond 2^53 the string stays exact', () => {
  expect(uiTokenAmount(18_446_744_073_709_551_615n, 6).uiAmountString).toBe('18446744073709.551615')
})
