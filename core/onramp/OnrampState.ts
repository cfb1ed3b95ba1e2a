import type { OnrampCurrency, PaymentCurrency } from './Onramp.js'

/** A way to pay the onramp; each has its own limits. */
export type OnrampPaymentMethod = 'card' | 'bank'

/** An onramp provider as the view lists it: its name (sent to the API), label and fee. */
export interface OnrampProvider {
  readonly name: string
  readonly label: string
  /** e.g. '1-2%'; undefined for a provider walletport does not know. */
  readonly feeRange: string | undefined
}

/** The quote of the current selection, read at `purchaseAmount.amount`. */
export interface OnrampQuoteState {
  /** What the visitor receives, e.g. '98.5'. */
  readonly purchaseAmount: string
  readonly purchaseCurrency: string
  /** What the visitor pays in all, and the provider's fee, in the payment currency. */
  readonly paymentTotal: string | undefined
  readonly fee: string | undefined
}

/**
 * Buying crypto: the options offered for the active network, the visitor's selection, its
 * quote (or the quote's error) and the checkout URL. Any selection change drops the quote.
 */
export interface OnrampState {
  /** 'restricted': onramp is not offered in the visitor's timezone (mainland China, Hong Kong, Macau). */
  readonly status: 'idle' | 'loading' | 'ready' | 'restricted'
  /** The CAIP-2 network the options were read for. */
  readonly caipNetworkId?: string | undefined
  readonly paymentCurrencies: readonly PaymentCurrency[]
  /** The currencies offered on the active network. */
  readonly purchaseCurrencies: readonly OnrampCurrency[]
  readonly providers: readonly OnrampProvider[]
  readonly presets: readonly number[]
  readonly purchaseCurrency?: string | undefined
  readonly paymentCurrency?: string | undefined
  readonly paymentMethod: OnrampPaymentMethod
  /** In the payment currency. */
  readonly amount?: number | undefined
  readonly provider?: string | undefined
  /** The payment method's limits in the payment currency; undefined when none are known. */
  readonly limits?: { readonly min: number; readonly max: number } | undefined
  /** The amount is outside `limits`. */
  readonly amountError?: 'min' | 'max' | undefined
  readonly quote?: OnrampQuoteState | undefined
  readonly quoteLoading: boolean
  /** The last failure ('Unable to get a quote', …); a selection change clears it. */
  readonly error?: string | undefined
  readonly checkoutUrl?: string | undefined
}

/** Nothing loaded, nothing selected (the fields left out are undefined). */
export const INITIAL_ONRAMP_STATE: OnrampState = { status: 'idle', paymentCurrencies: [], purchaseCurrencies: [], providers: [], presets: [], paymentMethod: 'card', quoteLoading: false }

/** What the visitor can change; each change drops the quote, its error and the checkout URL. */
export type OnrampSelection = Partial<Pick<OnrampState, 'purchaseCurrency' | 'paymentCurrency' | 'paymentMethod' | 'amount' | 'provider'>>
