import { BaseError } from '../errors/BaseError.js'

/** Why a Sign In With Farcaster did not finish. */
export type FarcasterLoginFailure = 'expired' | 'cancelled' | 'failed'

const MESSAGES: Readonly<Record<FarcasterLoginFailure, string>> = {
  expired: 'The Farcaster code expired',
  cancelled: 'The Farcaster sign-in was cancelled',
  failed: 'The Farcaster sign-in did not finish',
}

/**
 * A Sign In With Farcaster that did not finish: the channel (the code in the QR) expired, the
 * visitor left the view, or the frame refused the sign-in (its text as `message`).
 */
export class FarcasterLoginError extends BaseError {
  override name = 'FarcasterLoginError'
  readonly kind: FarcasterLoginFailure

  constructor(kind: FarcasterLoginFailure, message?: string, options?: { readonly cause?: unknown }) {
    super(message ?? MESSAGES[kind], { category: kind === 'failed' ? 'WALLET_ERROR' : 'USER_REJECTED', details: { kind }, ...(options?.cause === undefined ? {} : { cause: options.cause }) })
    this.kind = kind
  }
}
