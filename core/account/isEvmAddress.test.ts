import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

const HEX40 = '52908400098527886e0f7030069857d2e4169ee7'

describe('isEvmAddress', () => {
  it.each([
    ['0x-prefixed lowercase', `0x${HEX40}`],
    ['0x-prefixed uppercase hex', `0x${HEX40.toUpperCase()}`],
    ['mixed case (checksum not verified)', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['without prefix', HEX40],
    ['zero address', `0x${'0'.repeat(40)}`],
  ])('accepts: %s', (_name, value) => {
    expect(isEvmAddress(value)).toBe(true)
  })

  it.each([
    ['empty string', ''],
    ['prefix only', '0x'],
    ['39 hex chars', `0x${HEX40.slice(1)}`],
    ['41 hex chars', `0x${HEX40}a`],
    ['39 hex chars without prefix', HEX40.slice(1)],
    ['non-hex letter', `0x${HEX40.slice(1)}g`],
    ['uppercase 0X prefix', `0X${HEX40}`],
    ['leading whitespace', ` 0x${HEX40}`],
    ['trailing whitespace', `0x${HEX40} `],
    ['trailing newline', `0x${HEX40}\n`],
    ['double prefix', `0x0x${HEX40.slice(2)}`],
    ['CAIP address', `eip155:1:0x${HEX40}`],
  ])('rejects: %s', (_name, value) => {
    expect(isEvmAddress(value)).toBe(false)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['number', 0x1234],
    ['bigint', 1n],
    ['object', { address: `0x${HEX40}` }],
    ['array', [`0x${HEX40}`]],
  ])('wrong type: %s is rejected', (_name, value) => {
    expect(isEvmAddress(value)).toBe(false)
  })
})
