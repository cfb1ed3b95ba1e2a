import { describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { parseAccounts } from './parseAccounts.js'

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseAccounts', () => {
  it('default: every address checksummed (EIP-55), as eip155 eoa accounts, order kept', () => {
    expect(parseAccounts([LOWER, '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'])).toEqual([
      { namespace: 'eip155', address: CHECKSUMMED, type: 'eoa' },
      { namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' },
    ])
  })

  it('behavior: an empty list stays empty (a locked wallet)', () => {
    expect(parseAccounts([])).toEqual([])
  })

  it('behavior: an all-upper-case address is valid (no checksum claimed)', () => {
    expect(parseAccounts(['0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266'])[0]?.address).toBe(CHECKSUMMED)
  })

  it.each([
    ['not a list', LOWER],
    ['a short address', ['0x1234']],
    ['a non-hex address', ['0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266']],
    ['a number', [42]],
    ['a mixed-case address with a wrong checksum', ['0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266']],
    ['one bad entry among good ones', [LOWER, 'nope']],
  ])('behavior: %s → InvalidWalletResponseError (nothing trusted in part)', (_case, value) => {
    expect(() => parseAccounts(value)).toThrow(InvalidWalletResponseError)
  })
})
