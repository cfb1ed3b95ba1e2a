import { describe, expect, it } from 'vitest'
import { cryptoRandomness, randomOtp, randomToken, type Randomness } from './Randomness.js'

/** Hands out the given 32-bit values, big-endian, 4 bytes at a time. */
function scripted(values: readonly number[]): Randomness {
  const queue = [...values]
  return {
    bytes: (length) => {
      const bytes = Buffer.alloc(length)
      bytes.writeUInt32BE(queue.shift() ?? 0, 0)
      return bytes
    },
  }
}

describe('randomOtp', () => {
  it('behavior: 6 digits with leading zeros kept', () => {
    expect(randomOtp(scripted([42]))).toBe('000042')
    expect(randomOtp(scripted([1_999_999]))).toBe('999999')
  })

  it('behavior: values past the last whole million are drawn again (no bias to low codes)', () => {
    expect(randomOtp(scripted([0xffff_ffff, 4_294_000_000, 7]))).toBe('000007')
  })

  it('default: crypto randomness gives 6 digits', () => {
    for (let index = 0; index < 20; index += 1) expect(randomOtp(cryptoRandomness)).toMatch(/^\d{6}$/)
  })
})

describe('randomToken', () => {
  it('default: 32 bytes, base64url', () => {
    expect(randomToken(cryptoRandomness)).toMatch(/^[\w-]{43}$/)
  })
})
