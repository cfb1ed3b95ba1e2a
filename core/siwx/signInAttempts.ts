import type { SiwxContext } from './SiwxContext.js'

// Per sign-in context (one per instance): how many times the visitor cancelled. A signature
// that comes back after a cancel belongs to an attempt the visitor abandoned.
const CANCELS = new WeakMap<SiwxContext, number>()

/** The current attempt of `context`: compare before and after awaiting the wallet. */
export function signInAttempt(context: SiwxContext): number {
  return CANCELS.get(context) ?? 0
}

/** Ends every attempt in flight: their signatures, if any come, are discarded. */
export function abandonSignInAttempts(context: SiwxContext): void {
  CANCELS.set(context, signInAttempt(context) + 1)
}
