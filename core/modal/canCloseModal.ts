import type { View } from './views.js'

/** The inputs of `canCloseModal`. */
export interface CanCloseModalParameters {
  readonly view: View
  /** True when sign-in is configured and marked required (false when sign-in is off). */
  readonly siwxRequired: boolean
  readonly hasSession: boolean
}

/** Views the visitor cannot close while a required sign-in has no session. */
const SIGN_IN_VIEWS: ReadonlySet<View> = new Set<View>(['ApproveTransaction', 'SIWXSignMessage'])

/**
 * Whether a visitor's close attempt (overlay, close button, Escape) may close the modal.
 * The approve and sign views stay locked while a required sign-in has no session;
 * UnsupportedChain is always locked because leaving it would leave the dapp on a
 * network it does not support (a refused attempt shakes the modal instead).
 */
export function canCloseModal({ view, siwxRequired, hasSession }: CanCloseModalParameters): boolean {
  if (view === 'UnsupportedChain') return false
  return !(SIGN_IN_VIEWS.has(view) && siwxRequired && !hasSession)
}
