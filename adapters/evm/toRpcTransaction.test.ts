import { describe, expect, it } from 'vitest'
import { toRpcTransaction } from './toRpcTransaction.js'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('toRpcTransaction', () => {
  it('default: only from and to when nothing else is given (the wallet estimates the rest)', () => {
    expect(toRpcTransaction({ from, to })).toEqual({ from, to })
  })

  it('behavior: bigint quantities become hex without leading zeros; data passes as given', () => {
    expect(toRpcTransaction({ from, to, value: 10n ** 18n, gas: 21_000n, data: '0xabcdef' })).toEqual({
      from,
      to,
      value: '0xde0b6b3a7640000',
      gas: '0x5208',
      data: '0xabcdef',
    })
  })

  it('behavior: a zero value is 0x0', () => {
    expect(toRpcTransaction({ from, to, value: 0n }).value).toBe('0x0')
  })
})
