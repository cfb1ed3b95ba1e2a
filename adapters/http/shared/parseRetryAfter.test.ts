import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

describe('parseRetryAfter', () => {
  const NOW = Date.UTC(2026, 0, 1)
  it.each([
    ['0', 0],
    ['3', 3_000],
    ['7', 7_000],
    [' 12 ', 12_000],
    [new Date(NOW + 3_000).toUTCString(), 3_000],
    [new Date(NOW + 4_500).toUTCString(), 4_000],
    [new Date(NOW - 3_000).toUTCString(), 0],
    [new Date(NOW - 60_000).toUTCString(), 0],
    ['soon', undefined],
    ['-1', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected)
  })
})
