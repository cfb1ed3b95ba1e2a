import { describe, expect, it } from 'vitest'
import { PORTFOLIO_CACHE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS } from './portfolioCache.js'

describe('portfolioCache: pinned values', () => {
  it('default: the spec values', () => {
    expect({ PORTFOLIO_CACHE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS }).toStrictEqual({
      PORTFOLIO_CACHE_MS: 30_000,
      TOKEN_BALANCE_RETRY_BLOCK_MS: 30_000,
    })
  })
})
