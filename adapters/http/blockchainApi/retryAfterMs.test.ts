import { describe, expect, it } from 'vitest'
import { retryAfterMs } from './retryAfterMs.js'

describe('retryAfterMs', () => {
  const now = Date.UTC(2026, 0, 1)
  it.each([
    ['3', 3_000],
    ['0', 0],
    [' 12 ', 12_000],
    [new Date(now + 4_500).toUTCString(), 4_000],
    [new Date(now - 60_000).toUTCString(), 0],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('%j → %s', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected)
  })
})
