import { describe, expect, it } from 'vitest'
import { checkOnrampAmount, fallbackPaymentCurrencies, onrampLimits } from './onrampLimits.js'

const usd = { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }, { id: 'ach_bank_account', min: '50.00', max: '20000.00' }] }

describe('onrampLimits', () => {
  it('default: the API’s limits per payment method (a bank id contains "bank")', () => {
    expect([onrampLimits(usd, 'card'), onrampLimits(usd, 'bank')]).toEqual([{ min: 20, max: 5000 }, { min: 50, max: 20000 }])
  })

  it.each([
    ['USD without limits', { id: 'USD', payment_method_limits: [] }],
    ['EUR without limits', { id: 'EUR', payment_method_limits: [] }],
    ['unreadable limits', { id: 'USD', payment_method_limits: [{ id: 'card', min: 'ten', max: '' }, { id: 'bank', min: '9', max: '1' }] }],
  ])('fallback, the spec’s card 10–7500 and bank 10–25000: %s', (_name, currency) => {
    expect([onrampLimits(currency, 'card'), onrampLimits(currency, 'bank')]).toEqual([{ min: 10, max: 7500 }, { min: 10, max: 25000 }])
  })

  it('parameters: another currency without limits, or none, has no limits', () => {
    expect(onrampLimits({ id: 'GBP', payment_method_limits: [] }, 'card')).toBeUndefined()
    expect(onrampLimits(undefined, 'card')).toBeUndefined()
  })

  it.each([
    [9.99, 'min'],
    [10, undefined],
    [7500, undefined],
    [7500.01, 'max'],
    [undefined, undefined],
  ] as const)('checkOnrampAmount(%s) → %s', (amount, expected) => {
    expect(checkOnrampAmount(amount, { min: 10, max: 7500 })).toBe(expected)
  })

  it('fallbackPaymentCurrencies: USD and EUR with card and bank limits', () => {
    expect(fallbackPaymentCurrencies()).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'bank', min: '10.00', max: '25000.00' }] },
      { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'bank', min: '10.00', max: '25000.00' }] },
    ])
  })
})
