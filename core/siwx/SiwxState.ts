import type { SiwxSession } from './Siwx.js'
import type { SiwxSignInError } from './SiwxSignInError.js'

/**
 * Where sign-in stands for the active account: `disabled` (no siwx option),
 * `signedOut` (no wallet), `checking` (looking for a stored session),
 * `awaitingSignature` (connected, no session), `signing` (the wallet is asked), `signedIn`.
 */
export type SiwxStatus = 'disabled' | 'signedOut' | 'checking' | 'awaitingSignature' | 'signing' | 'signedIn'

/** The sign-in state a UI renders. */
export interface SiwxState {
  readonly enabled: boolean
  /** The integrator's `getRequired()`: the sign and approve views cannot be closed without a session. */
  readonly required: boolean
  readonly status: SiwxStatus
  /** The active account's session on the active network. */
  readonly session: SiwxSession | undefined
  /** The last failure, with the visitor's text as `shortMessage`, until the next attempt. */
  readonly error: SiwxSignInError | undefined
}

/** The state before anything happened. */
export function createSiwxState(params: { readonly enabled: boolean; readonly required: boolean }): SiwxState {
  return { enabled: params.enabled, required: params.required, status: params.enabled ? 'signedOut' : 'disabled', session: undefined, error: undefined }
}
