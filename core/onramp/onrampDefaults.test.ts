import { describe, expect, it } from 'vitest'
import { ONRAMP_LIMITS_USD, ONRAMP_FALLBACK_LIMITS, DEFAULT_PURCHASE_CURRENCY, ONRAMP_PROVIDERS, ONRAMP_PRESET_AMOUNTS } from './onrampDefaults.js'

describe('onrampDefaults: pinned values', () => {
  it('default: the spec values', () => {
    expect({ ONRAMP_LIMITS_USD, ONRAMP_FALLBACK_LIMITS, DEFAULT_PURCHASE_CURRENCY, ONRAMP_PROVIDERS, ONRAMP_PRESET_AMOUNTS }).toStrictEqual({
      ONRAMP_LIMITS_USD: { card: { min: 10, max: 7_500 }, bank: { min: 10, max: 25_000 } },
      ONRAMP_FALLBACK_LIMITS: {
        USD: { card: { min: 10, max: 7_500 }, bank: { min: 10, max: 25_000 } },
        EUR: { card: { min: 10, max: 7_500 }, bank: { min: 10, max: 25_000 } },
      },
      DEFAULT_PURCHASE_CURRENCY: {
        'eip155:1': 'USDC',
        'eip155:137': 'USDC',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'SOL',
      },
      ONRAMP_PROVIDERS: [
        { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%' },
        { name: 'meld', label: 'Meld.io', feeRange: '1-2%' },
      ],
      ONRAMP_PRESET_AMOUNTS: [100, 250, 500, 1000],
    })
  })

  it('ONRAMP_FALLBACK_LIMITS: USD and EUR equal the USD card/bank limits', () => {
    expect(ONRAMP_FALLBACK_LIMITS.USD).toStrictEqual(ONRAMP_LIMITS_USD)
    expect(ONRAMP_FALLBACK_LIMITS.EUR).toStrictEqual(ONRAMP_LIMITS_USD)
  })
})
