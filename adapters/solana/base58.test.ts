import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

/** A deterministic byte source (xorshift), so the sample is the same on every run. */
function bytesFrom(seed: number, length: number): Uint8Array {
  let state = seed || 1
  return Uint8Array.from({ length }, () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return state & 0xff
  })
}

describe('base58', () => {
  it.each([
    [new Uint8Array(0), ''],
    [new Uint8Array([0]), '1'],
    [new Uint8Array(32), '11111111111111111111111111111111'],
    [Uint8Array.from([0, 0, 1]), '112'],
    [new TextEncoder().encode('Hello World!'), '2NEpo7TZRRrLZSi2U'],
  ])('known vector %#', (bytes, text) => {
    expect(encodeBase58(bytes)).toBe(text)
    expect(decodeBase58(text)).toEqual(bytes)
  })

  it('behavior: agrees with kit’s codec both ways on 120 samples (leading zeros included)', () => {
    for (let sample = 1; sample <= 120; sample += 1) {
      const bytes = bytesFrom(sample, [32, 64, 1, 7][sample % 4] ?? 32)
      if (sample % 5 === 0) bytes.fill(0, 0, 3)
      const text = getBase58Decoder().decode(bytes)
      expect(encodeBase58(bytes)).toBe(text)
      expect(decodeBase58(text)).toEqual(Uint8Array.from(getBase58Encoder().encode(text)))
    }
  })

  it.each([['0'], ['O'], ['I'], ['l'], ['abc+'], [' 1']])('behavior: %j is not base58', (text) => {
    expect(decodeBase58(text)).toBeUndefined()
  })
})
