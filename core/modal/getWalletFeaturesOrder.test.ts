import { describe, expect, it } from 'vitest'
import { getWalletFeaturesOrder, DEFAULT_WALLET_FEATURES_ORDER } from './getWalletFeaturesOrder.js'

describe('getWalletFeaturesOrder', () => {
  it('default: onramp, swaps, receive, send', () => {
    expect(getWalletFeaturesOrder()).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it.each([
    ['full order', ['send', 'receive', 'swaps', 'onramp'], ['send', 'receive', 'swaps', 'onramp']],
    ['partial: missing appended', ['send'], ['send', 'onramp', 'swaps', 'receive']],
    ['duplicates dropped', ['swaps', 'swaps', 'send'], ['swaps', 'send', 'onramp', 'receive']],
    ['unknown dropped', ['buy', 'receive'], ['receive', 'onramp', 'swaps', 'send']],
    ['wrong case is unknown', ['SEND'], ['onramp', 'swaps', 'receive', 'send']],
    ['empty → default', [], ['onramp', 'swaps', 'receive', 'send']],
  ])('parameters: configured — %s', (_name, configured, expected) => {
    expect(getWalletFeaturesOrder(configured)).toEqual(expected)
  })
})

describe('getWalletFeaturesOrder: pinned values', () => {
  it('default: the spec values', () => {
    expect({ DEFAULT_WALLET_FEATURES_ORDER }).toStrictEqual({
      DEFAULT_WALLET_FEATURES_ORDER: ['onramp', 'swaps', 'receive', 'send'],
    })
  })

  it('DEFAULT_WALLET_FEATURES_ORDER has no duplicates', () => {
    expect(new Set(DEFAULT_WALLET_FEATURES_ORDER).size).toBe(DEFAULT_WALLET_FEATURES_ORDER.length)
  })
})
