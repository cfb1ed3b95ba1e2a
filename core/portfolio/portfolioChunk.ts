/**
 * The Account view's loaders' chunk (`core/useCases.ts` loads it on the first Tokens or
 * Activity read): a connect never runs them, so the connect's chunk does not carry them.
 */
export { loadTokenBalances } from './loadTokenBalances.js'
export { loadTransactions } from './loadTransactions.js'
