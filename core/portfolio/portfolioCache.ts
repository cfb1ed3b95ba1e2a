/** How long portfolio answers are reused, and how long a failed token-balance fetch is not retried. Durations are milliseconds. */

export const PORTFOLIO_CACHE_MS = 30_000

export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30_000
