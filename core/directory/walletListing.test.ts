import { describe, expect, it } from 'vitest'
import { WALLET_LISTING, IMAGE_PRELOAD_RACE_MS } from './walletListing.js'

describe('walletListing: pinned values', () => {
  it('default: the spec values', () => {
    expect({ WALLET_LISTING, IMAGE_PRELOAD_RACE_MS }).toStrictEqual({
      WALLET_LISTING: { recommended: 4, perPage: 40, perSearch: 100 },
      IMAGE_PRELOAD_RACE_MS: 2_000,
    })
  })
})
