import { checkOnrampAmount, onrampLimits } from './onrampLimits.js'
import type { OnrampSelection, OnrampState } from './OnrampState.js'

/**
 * The state after the visitor changes the selection: limits and the amount's check
 * recomputed; the quote, its error and the checkout URL dropped (they were for the old one).
 * @example selectOnramp(state, { amount: 250 })
 */
export function selectOnramp(state: OnrampState, selection: OnrampSelection): OnrampState {
  const next = { ...state, ...selection }
  const changed = (Object.keys(selection) as (keyof OnrampSelection)[]).some((key) => selection[key] !== state[key])
  if (!changed) return state
  const limits = onrampLimits(
    next.paymentCurrencies.find((currency) => currency.id === next.paymentCurrency),
    next.paymentMethod,
  )
  return { ...next, limits, amountError: checkOnrampAmount(next.amount, limits), quote: undefined, quoteLoading: false, error: undefined, checkoutUrl: undefined }
}

