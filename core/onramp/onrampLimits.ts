import { ONRAMP_FALLBACK_LIMITS } from './onrampDefaults.js'
import type { PaymentCurrency } from './Onramp.js'
import type { OnrampPaymentMethod } from './OnrampState.js'

type Limits = { readonly min: number; readonly max: number }

const isMethod = (id: string, method: OnrampPaymentMethod) => (method === 'card' ? id.toLowerCase().includes('card') : id.toLowerCase().includes('bank'))

/**
 * The limits of a payment method in a payment currency: the API's (`card`, `…bank…` ids),
 * else the spec's fallback for USD and EUR (card 10–7500, bank 10–25000), else none.
 * @example onrampLimits({ id: 'USD', payment_method_limits: [] }, 'bank') // { min: 10, max: 25000 }
 */
export function onrampLimits(currency: PaymentCurrency | undefined, method: OnrampPaymentMethod): Limits | undefined {
  const given = currency?.payment_method_limits.find((limit) => isMethod(limit.id, method))
  const min = Number(given?.min)
  const max = Number(given?.max)
  if (given && Number.isFinite(min) && Number.isFinite(max) && min <= max) return { min, max }
  const fallback = currency ? (ONRAMP_FALLBACK_LIMITS as Readonly<Record<string, Readonly<Record<OnrampPaymentMethod, Limits>>>>)[currency.id.toUpperCase()] : undefined
  return fallback?.[method]
}

/**
 * Whether an amount is below or above the limits (undefined: within, or nothing to check).
 * @example checkOnrampAmount(5, { min: 10, max: 7500 }) // 'min'
 */
export function checkOnrampAmount(amount: number | undefined, limits: Limits | undefined): 'min' | 'max' | undefined {
  if (amount === undefined || !limits) return undefined
  return amount < limits.min ? 'min' : amount > limits.max ? 'max' : undefined
}

/** The payment currencies of the spec's fallback (USD, EUR with card and bank limits), used when the API gives none. */
export function fallbackPaymentCurrencies(): PaymentCurrency[] {
  return Object.entries(ONRAMP_FALLBACK_LIMITS).map(([id, limits]) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: limits.card.min.toFixed(2), max: limits.card.max.toFixed(2) },
      { id: 'bank', min: limits.bank.min.toFixed(2), max: limits.bank.max.toFixed(2) },
    ],
  }))
}
