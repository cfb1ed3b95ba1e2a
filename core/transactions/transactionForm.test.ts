import { describe, expect, it } from 'vitest'
import type { TransactionRequest } from '../../ports/ChainAdapter.js'
import { TransactionFormError, evmTransactionOf, isSolanaTransfer, solanaTransferOf } from './transactionForm.js'

const from = '0x0000000000000000000000000000000000000001'
const to = '0x0000000000000000000000000000000000000002'
const mint = 'So11111111111111111111111111111111111111112'

describe('transaction forms', () => {
  it('tells the solana forms from the eip155 form', () => {
    expect(isSolanaTransfer({ from, to, lamports: 1n })).toBe(true)
    expect(isSolanaTransfer({ from, to, amount: 1n, mint })).toBe(true)
    expect(isSolanaTransfer({ from, to, value: 1n })).toBe(false)
  })

  it('gives the eip155 form back and refuses a solana transfer with a typed error', () => {
    expect(evmTransactionOf({ from, to, value: 5n, data: '0x' })).toEqual({ from, to, value: 5n, data: '0x' })
    expect(() => evmTransactionOf({ from, to, lamports: 1n })).toThrow(TransactionFormError)
    expect(() => evmTransactionOf({ from, to, lamports: 1n })).toThrow('This transaction is not an eip155 transaction')
  })

  it('gives a whole solana transfer back: SOL or a token', () => {
    expect(solanaTransferOf({ from, to, lamports: 10n })).toEqual({ from, to, lamports: 10n })
    expect(solanaTransferOf({ from, to, amount: 3n, mint })).toEqual({ from, to, amount: 3n, mint })
  })

  it.each([
    ['the eip155 form', { from, to, value: 1n }, 'This transaction is not a solana transfer'],
    ['lamports and a mint at once', { from, to, lamports: 1n, mint, amount: 1n }, 'give lamports, or amount and mint, not both'],
    ['negative lamports', { from, to, lamports: -1n }, 'lamports must be a bigint of 0 or more'],
    ['lamports as a number', { from, to, lamports: 5 }, 'lamports must be a bigint of 0 or more'],
    ['a mint without amount', { from, to, mint }, 'amount must be a bigint of 0 or more'],
    ['an empty mint', { from, to, amount: 1n, mint: '' }, 'mint must be an address'],
  ])('refuses %s with a typed error', (_case, request, text) => {
    expect(() => solanaTransferOf(request as unknown as TransactionRequest)).toThrow(TransactionFormError)
    expect(() => solanaTransferOf(request as unknown as TransactionRequest)).toThrow(text)
  })
})
