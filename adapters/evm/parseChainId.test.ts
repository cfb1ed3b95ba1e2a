import { describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { parseChainId } from './parseChainId.js'

describe('parseChainId', () => {
  it.each([
    ['0x1', 1],
    ['0x7a69', 31337],
    ['0X7A6A', 31338],
    ['0x1fffffffffffff', Number.MAX_SAFE_INTEGER],
  ])('default: hex %s → %d', (value, chainId) => {
    expect(parseChainId(value)).toBe(chainId)
  })

  it.each([
    ['a decimal string', '31337'],
    ['a number', 31337],
    ['zero', '0x0'],
    ['beyond MAX_SAFE_INTEGER', '0x20000000000000'],
    ['bare 0x', '0x'],
    ['hex with garbage', '0x7a69z'],
    ['null', null],
    ['an object', { chainId: '0x1' }],
  ])('behavior: %s → InvalidWalletResponseError', (_case, value) => {
    expect(() => parseChainId(value)).toThrow(InvalidWalletResponseError)
  })
})
