import { BaseError } from '../errors/BaseError.js'
import { MESSAGES } from '../errors/messages.js'

const KINDS = {
  declined: { message: MESSAGES.SIGNATURE_DECLINED, category: 'USER_REJECTED' },
  smartAccountDeclined: { message: MESSAGES.SMART_ACCOUNT_SIGNATURE_DECLINED, category: 'USER_REJECTED' },
  initFailed: { message: MESSAGES.SIWX_INIT_FAILED, category: 'INTERNAL_SDK_ERROR' },
  wrongAccount: { message: MESSAGES.SIWX_WRONG_ACCOUNT, category: 'VALIDATION_ERROR' },
} as const

/** What went wrong in a sign-in, as the visitor is told. */
export type SiwxSignInErrorKind = keyof typeof KINDS

/**
 * A failed sign-in with its exact text as `shortMessage`: 'Signature declined',
 * 'This application might not support Smart Accounts',
 * 'A problem occurred while trying initialize authentication', or (a one-step sign-in answered
 * for an account other than the connected one) 'The wallet signed in with another account'.
 * The reason is the cause.
 */
export class SiwxSignInError extends BaseError {
  override name = 'SiwxSignInError'
  readonly kind: SiwxSignInErrorKind

  constructor(kind: SiwxSignInErrorKind, parameters: { readonly cause?: unknown; readonly details?: Readonly<Record<string, unknown>> } = {}) {
    const { message, category } = KINDS[kind]
    super(message, { category, cause: parameters.cause, details: { ...parameters.details, kind } })
    this.kind = kind
  }
}
