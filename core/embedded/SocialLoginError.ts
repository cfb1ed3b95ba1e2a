import { BaseError } from '../errors/BaseError.js'

/** Why a social login did not finish. */
export type SocialLoginFailure = 'popupBlocked' | 'popupClosed' | 'failed'

const MESSAGES: Readonly<Record<SocialLoginFailure, string>> = {
  popupBlocked: 'The sign-in window was blocked: allow popups for this site and try again',
  popupClosed: 'The sign-in window was closed before the sign-in finished',
  failed: 'The sign-in did not finish',
}

/**
 * A social login that did not finish: the popup was blocked or closed by the visitor, or the
 * provider's page reported a failure (its text as `message`).
 */
export class SocialLoginError extends BaseError {
  override name = 'SocialLoginError'
  readonly kind: SocialLoginFailure

  constructor(kind: SocialLoginFailure, message?: string) {
    super(message ?? MESSAGES[kind], { category: kind === 'failed' ? 'WALLET_ERROR' : 'USER_REJECTED', details: { kind } })
    this.kind = kind
  }
}
