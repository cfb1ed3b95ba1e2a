/**
 * The account names' chunk (`core/useCases.ts` loads it on the first suggestion, registration
 * or look-up): a connect never runs them, so the connect's chunk does not carry them.
 */
export { registerAccountName } from './registerAccountName.js'
export { accountNamesOf, fetchNameSuggestions, resolveAccountName } from './accountNameCalls.js'
