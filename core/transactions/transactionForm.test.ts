import { describe, expect, it } from 'vitest'
import { TransactionFormError, evmTransactionOf, isSolanaTransfer } from './transactionForm.js'

const from = '0x0000000000000000000000000000000000000001'
const to = '0x0000000000000000000000000000000000000002'

describe('transaction forms', () => {
  it('tells the solana forms from the eip155 form', () => {
    expect(isSolanaTransfer({ from, to, lamports: 1n })).toBe(true)
    expect(isSolanaTransfer({ from, to, amount: 1n, mint: 'So11111111111111111111111111111111111111112' })).toBe(true)
    expect(isSolanaTransfer({ from, to, value: 1n })).toBe(false)
  })

  it('gives the eip155 form back and refuses a solana transfer with a typed error', () => {
    expect(evmTransactionOf({ from, to, value: 5n, data: '0x' })).toEqual({ from, to, value: 5n, data: '0x' })
    expect(() => evmTransactionOf({ from, to, lamports: 1n })).toThrow(TransactionFormError)
    expect(() => evmTransactionOf({ from, to, lamports: 1n })).toThrow('This transaction is not an eip155 transaction')
  })
})
