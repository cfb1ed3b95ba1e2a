import { describe, expect, it } from 'vitest'
import { isSmartAccountEnabled, DEFAULT_ACCOUNT_TYPES } from './isSmartAccountEnabled.js'

describe('isSmartAccountEnabled', () => {
  it.each([
    ['number in number list', 137, [1, 137], true],
    ['decimal string in number list', '137', [1, 137], true],
    ['hex string in number list', '0x89', [1, 137], true],
    ['hex string with upper-case digits', '0xA', [10], true],
    ['CAIP-2 id in number list', 'eip155:137', [1, 137], true],
    ['number in string list', 8453, ['8453'], true],
    ['number in CAIP list', 8453, ['eip155:8453'], true],
    ['number in hex list', 8453, ['0x2105'], true],
    ['chain 0 is a real number', 0, ['0'], true],
    ['beyond 2^53 compares exactly', '9007199254740993', ['9007199254740993'], true],
    ['bad list items are skipped', 137, ['junk', null as unknown as string, 137], true],
  ])('enabled: %s', (_name, chainId, list, expected) => {
    expect(isSmartAccountEnabled(chainId, list)).toBe(expected)
  })

  it.each([
    ['not in the list', 10, [1, 137]],
    ['empty list', 1, []],
    ['no list', 1, undefined],
    ['no active chain', undefined, [1]],
    ['beyond 2^53 differs by one', '9007199254740993', ['9007199254740992']],
    ['solana CAIP id', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']],
    ['CAIP with wrong namespace case', 'EIP155:1', [1]],
    ['empty string', '', [0]],
    ['padded string', ' 1', [1]],
    ['leading zero', '01', [1]],
    ['fraction', 1.5, [1.5]],
    ['negative', -1, [-1]],
    ['NaN', Number.NaN, [Number.NaN]],
    ['upper-case 0X hex', '0X1', [1]],
    ['exponent string', '1e2', [100]],
  ])('not enabled: %s', (_name, chainId, list) => {
    expect(isSmartAccountEnabled(chainId, list)).toBe(false)
  })
})

describe('isSmartAccountEnabled: pinned values', () => {
  it('default: the spec values', () => {
    expect({ DEFAULT_ACCOUNT_TYPES }).toStrictEqual({
      DEFAULT_ACCOUNT_TYPES: { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' },
    })
  })
})
