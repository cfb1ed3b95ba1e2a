/** AccountData's loaders, lazy code: the Tokens and Activity tabs' fetches and their rules. */
export { loadTokenBalances } from './loadTokenBalances.js'
export { loadTransactions } from './loadTransactions.js'
