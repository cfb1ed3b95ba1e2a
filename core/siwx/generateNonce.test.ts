import { describe, expect, it } from 'vitest'
import { generateNonce, SIWX_NONCE_LENGTH } from './generateNonce.js'

describe('generateNonce', () => {
  it('default: 17 alphanumerics from crypto.getRandomValues, never twice the same', () => {
    const nonces = Array.from({ length: 200 }, () => generateNonce())

    expect(SIWX_NONCE_LENGTH).toBe(17)
    expect(nonces.every((nonce) => /^[A-Za-z0-9]{17}$/.test(nonce))).toBe(true)
    expect(new Set(nonces).size).toBe(200)
  })

  it('parameters: length and an injected random source (bytes ≥ 248 are redrawn, no bias)', () => {
    let calls = 0
    const source = (bytes: Uint8Array): Uint8Array => {
      calls += 1
      return bytes.fill(calls === 1 ? 255 : 0)
    }

    expect(generateNonce(8, source)).toBe('AAAAAAAA')
    expect(calls).toBe(2)
  })

  it('behavior: fewer than 8 characters is refused (EIP-4361 minimum)', () => {
    expect(() => generateNonce(7)).toThrow(RangeError)
  })

  it('behavior: a broken random source fails loudly instead of looping', () => {
    expect(() => generateNonce(8, (bytes) => bytes.fill(255))).toThrow('no usable bytes')
  })
})
