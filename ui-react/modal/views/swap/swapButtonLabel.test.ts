import { describe, expect, it } from 'vitest'
import type { SwapState } from '../../../../core/index.js'
import { swapButtonLabel } from './swapButtonLabel.js'

const token = { symbol: 'ETH', name: 'Ether', address: 'eip155:1:0xe', decimals: 18, logoUri: '', native: true, balance: '1', price: 1 }
const quote = { toAmount: '1', minimumReceived: '0.99', rate: 1, priceImpact: 0, networkFee: undefined, slippage: 1 }
const base: Pick<SwapState, 'status' | 'from' | 'to' | 'amount' | 'insufficientBalance' | 'needsApproval' | 'quote'> = { status: 'quoted', from: token, to: { ...token, symbol: 'USDC' }, amount: '1', insufficientBalance: false, needsApproval: false, quote }

describe('swapButtonLabel', () => {
  it.each([
    ['no token to receive', { to: undefined }, 'swap.button.selectToken', false],
    ['no amount', { amount: ' ' }, 'swap.button.enterAmount', false],
    ['a zero amount', { amount: '0' }, 'swap.button.enterAmount', false],
    ['more than the balance', { insufficientBalance: true }, 'swap.button.insufficient', false],
    ['waiting for the quote', { status: 'loading-quote', quote: undefined }, 'swap.button.quoting', false],
    ['quoted, allowance short', { needsApproval: true }, 'swap.button.approveAndSwap', true],
    ['quoted', {}, 'swap.button.swap', true],
    ['approving', { status: 'approving' }, 'swap.button.approving', false],
    ['swapping', { status: 'swapping' }, 'swap.button.swapping', false],
    ['a failed quote', { status: 'error', quote: undefined }, 'swap.button.swap', false],
  ] as const)('%s', (_name, change, label, enabled) => {
    expect(swapButtonLabel({ ...base, ...change })).toEqual({ label, enabled })
  })
})
