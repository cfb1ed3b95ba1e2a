import { describe, expect, it } from 'vitest'
import { IDENTITY_CACHE_MS } from './syncIdentity.js'

describe('syncIdentity: pinned values', () => {
  it('default: the spec values', () => {
    expect({ IDENTITY_CACHE_MS }).toStrictEqual({
      IDENTITY_CACHE_MS: 300_000,
    })
  })
})
