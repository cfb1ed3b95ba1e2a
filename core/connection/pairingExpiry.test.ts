import { describe, expect, it } from 'vitest'
import { PAIRING_EXPIRY_MS, PAIRING_EXPIRY_MARGIN_MS } from './pairingExpiry.js'

describe('pairingExpiry: pinned values', () => {
  it('default: the spec values', () => {
    expect({ PAIRING_EXPIRY_MS, PAIRING_EXPIRY_MARGIN_MS }).toStrictEqual({
      PAIRING_EXPIRY_MS: 240_000,
      PAIRING_EXPIRY_MARGIN_MS: 10_000,
    })
  })
})
