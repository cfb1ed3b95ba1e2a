import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('truncateAddress', () => {
  it.each([
    ['default: EVM keeps 0x + 4 … 4, case kept', EVM, undefined, '0x5290…9EE7'],
    ['default: Solana 4 … 4', SOL, undefined, '9WzD…AWWM'],
    ['parameters: start and end', EVM, { start: 6, end: 6 }, '0x529084…169EE7'],
    ['parameters: separator', EVM, { separator: '...' }, '0x5290...9EE7'],
    ['parameters: end 0', EVM, { end: 0 }, '0x5290…'],
    ['parameters: start 0 keeps only the prefix', EVM, { start: 0 }, '0x…9EE7'],
    ['parameters: negative counts floor at 0', SOL, { start: -3, end: -1 }, '…'],
    ['parameters: fractional counts are floored', SOL, { start: 2.9, end: 2.9 }, '9W…WM'],
    ['parameters: NaN counts use the default', SOL, { start: Number.NaN }, '9WzD…AWWM'],
    ['uppercase 0X is not a prefix', `0X${EVM.slice(2)}`, undefined, '0X52…9EE7'],
  ])('%s', (_name, address, options, expected) => {
    expect(truncateAddress(address, options)).toBe(expected)
  })

  it.each([
    ['empty', ''],
    ['prefix only', '0x'],
    ['short name', 'alice.eth'],
    ['exactly prefix+start+end+1 (no gain)', '0x123456789'],
    ['exactly start+end+1 without prefix', '123456789'],
  ])('unchanged: %s', (_name, address) => {
    expect(truncateAddress(address)).toBe(address)
  })

  it('boundary: one character more than the no-gain length is truncated', () => {
    expect(truncateAddress('0x1234567890')).toBe('0x1234…7890')
    expect(truncateAddress('1234567890')).toBe('1234…7890')
  })

  it('behavior: whitespace is kept as is (no trimming)', () => {
    expect(truncateAddress(` ${SOL} `)).toBe(' 9Wz…WWM ')
  })
})
