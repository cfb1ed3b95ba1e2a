import { describe, expect, it } from 'vitest'
import { NATIVE_BALANCE_CACHE_MS } from './fetchBalance.js'

describe('fetchBalance: pinned values', () => {
  it('default: the spec values', () => {
    expect({ NATIVE_BALANCE_CACHE_MS }).toStrictEqual({
      NATIVE_BALANCE_CACHE_MS: 30_000,
    })
  })
})
