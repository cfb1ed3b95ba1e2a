import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

describe('isSolanaAddress', () => {
  it.each([
    ['a real wallet address (44 chars)', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    ['the wrapped SOL mint (43 chars)', 'So11111111111111111111111111111111111111112'],
    ['32 chars (lower bound)', '1'.repeat(32)],
    ['44 chars (upper bound)', 'z'.repeat(44)],
    ['every base58 character', ALPHABET.slice(0, 44)],
  ])('accepts: %s', (_name, value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    ['empty string', ''],
    ['31 chars', '1'.repeat(31)],
    ['45 chars', 'z'.repeat(45)],
    ['contains 0', `0${'1'.repeat(31)}`],
    ['contains O', `O${'1'.repeat(31)}`],
    ['contains I', `I${'1'.repeat(31)}`],
    ['contains l', `l${'1'.repeat(31)}`],
    ['contains +', `+${'1'.repeat(31)}`],
    ['leading whitespace', ` ${'1'.repeat(32)}`],
    ['trailing whitespace', `${'1'.repeat(32)} `],
    ['an EVM address', '0x52908400098527886e0f7030069857d2e4169ee7'],
  ])('rejects: %s', (_name, value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['number', 123456789],
    ['array of chars', [...'1'.repeat(32)]],
  ])('wrong type: %s is rejected', (_name, value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})
