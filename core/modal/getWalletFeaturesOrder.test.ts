import { describe, expect, it } from 'vitest'
import { getWalletFeaturesOrder } from './getWalletFeaturesOrder.js'

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
