import { BaseError } from '../errors/BaseError.js'
import { MESSAGES } from '../errors/messages.js'

/** Why an email login (or email update) was refused before the frame was asked. */
export type EmailLoginErrorReason =
  | { readonly kind: 'invalidEmail' }
  | { readonly kind: 'invalidOtp' }
  /** Within 30 s of the last login: `message` is 'Please try again after {n} seconds'. */
  | { readonly kind: 'cooldown'; readonly retryAfterSeconds: number; readonly message: string }

/**
 * A refused email login with the visitor's text: 'Invalid email', 'Enter the 6-digit code', or
 * 'Please try again after {n} seconds' (with `retryAfterSeconds` for a countdown).
 */
export class EmailLoginError extends BaseError {
  override name = 'EmailLoginError'
  readonly kind: EmailLoginErrorReason['kind']
  readonly retryAfterSeconds: number | undefined

  constructor(reason: EmailLoginErrorReason) {
    super(reason.kind === 'cooldown' ? reason.message : reason.kind === 'invalidEmail' ? MESSAGES.INVALID_EMAIL : MESSAGES.INVALID_OTP, {
      category: 'VALIDATION_ERROR',
      details: { kind: reason.kind },
    })
    this.kind = reason.kind
    this.retryAfterSeconds = reason.kind === 'cooldown' ? reason.retryAfterSeconds : undefined
  }
}
