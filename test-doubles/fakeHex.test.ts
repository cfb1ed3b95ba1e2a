import { describe, expect, it } from 'vitest'
import { fakeHex } from './fakeHex.js'

describe('fakeHex', () => {
  it('default: exactly `bytes` bytes of lowercase hex, the same for the same input', () => {
    expect(fakeHex('hello', 65)).toMatch(/^[0-9a-f]{130}$/)
    expect(fakeHex('hello', 3)).toMatch(/^[0-9a-f]{6}$/)
    expect(fakeHex('hello', 32)).toBe(fakeHex('hello', 32))
  })

  it('behavior: different inputs give different output; blocks differ from each other', () => {
    const out = fakeHex('hello', 32)

    expect(fakeHex('hellp', 32)).not.toBe(out)
    expect(new Set(out.match(/.{8}/g)).size).toBe(8)
  })
})
