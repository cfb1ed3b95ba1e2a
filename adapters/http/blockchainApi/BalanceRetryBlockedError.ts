import { BaseError } from '../../../core/errors/BaseError.js'
import { MESSAGES } from '../../../core/errors/messages.js'

/**
 * The token balances of this account and chain failed less than 30 s ago (the retry
 * block), so no request was sent. Says 'Token Balance Unavailable'.
 */
export class BalanceRetryBlockedError extends BaseError {
  override name = 'BalanceRetryBlockedError'
  readonly retryAt: number

  constructor(parameters: { readonly retryAt: number; readonly key: string }) {
    super(MESSAGES.TOKEN_BALANCE_UNAVAILABLE, { category: 'API_ERROR', details: parameters })
    this.retryAt = parameters.retryAt
  }
}
