/**
 * The Buy crypto use cases' chunk (`core/useCases.ts` loads it on the first onramp call,
 * `loadOnramp` as a rule): a connect never runs them, so the connect's chunk does not carry them.
 */
export { loadOnramp } from './loadOnramp.js'
export { changeOnrampSelection, resetOnramp } from './changeOnrampSelection.js'
export { fetchOnrampQuote } from './fetchOnrampQuote.js'
export { createOnrampCheckout } from './createOnrampCheckout.js'
