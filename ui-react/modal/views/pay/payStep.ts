import { InsufficientBalanceError, isUserRejection, PayError } from '../../../../core/index.js'

/** Where the Pay view is: before Pay, waiting for the wallet or the chain, paid, or failed (with why). */
export type PayStep =
  | { readonly status: 'idle' }
  | { readonly status: 'signing' }
  | { readonly status: 'confirming' }
  | { readonly status: 'switching' }
  | { readonly status: 'paid'; readonly hash: string }
  | { readonly status: 'failed'; readonly reason: PayFailure; readonly error: unknown }

/**
 * How the view answers a failure: 'declined' (the visitor said no: nothing was paid, Pay again),
 * 'insufficient' (offer to buy crypto), 'wrongNetwork' (offer the switch), 'invalid' (the request
 * cannot be paid as written, e.g. more decimals than the token has), 'switchFailed', or 'other'
 * (the error's own text: the API down says 'Token Balance Unavailable').
 */
export type PayFailure = 'declined' | 'insufficient' | 'wrongNetwork' | 'invalid' | 'switchFailed' | 'other'

/**
 * The failure kind of what `walletport.pay` rejected with.
 * @example payFailureOf(new UserRejectedRequestError()) // 'declined'
 */
export function payFailureOf(error: unknown): PayFailure {
  if (isUserRejection(error)) return 'declined'
  if (error instanceof InsufficientBalanceError) return 'insufficient'
  if (error instanceof PayError && error.code === 'WRONG_NETWORK') return 'wrongNetwork'
  if (error instanceof PayError && error.code === 'INVALID_REQUEST') return 'invalid'
  return 'other'
}
