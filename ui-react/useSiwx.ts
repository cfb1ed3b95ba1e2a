import type { SiwxSignInResult, SiwxState, Walletport } from '../core/index.js'
import { PENDING_SIWX } from './pendingSources.js'
import { siwxSourceOf } from './siwxSource.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useSiwx()` returns: the sign-in state, and the instance's sign-in actions. The same object until the state changes. */
export interface UseSiwxResult extends SiwxState {
  /** True once the active account holds a valid session. */
  readonly isSignedIn: boolean
  /** Asks the wallet to sign the sign-in message (SIWXSignMessage's Sign button). */
  readonly signIn: () => Promise<SiwxSignInResult>
  /** Disconnects when sign-in is required, else closes the modal; resolves with which one happened. */
  readonly cancelSignIn: () => Promise<'disconnect' | 'close'>
  /** Revokes the session (and disconnects when sign-in is required). */
  readonly signOut: () => Promise<void>
}

function toResult(ready: () => Promise<Walletport>, state: SiwxState): UseSiwxResult {
  return {
    ...state,
    isSignedIn: state.status === 'signedIn' && state.session !== undefined,
    signIn: async () => (await ready()).signIn(),
    cancelSignIn: async () => (await ready()).cancelSignIn(),
    signOut: async () => (await ready()).signOut(),
  }
}

/**
 * Sign in with X for the active account: `status` ('disabled' without the `siwx` option,
 * 'signedOut', 'checking', 'awaitingSignature', 'signing', 'signedIn'), `session` (its
 * message fields in `session.data`), the last failure (`error`, e.g. 'Signature declined'),
 * and `signIn` / `cancelSignIn` / `signOut`.
 * @example const { isSignedIn, session, signOut } = useSiwx()
 */
export function useSiwx(): UseSiwxResult {
  const { walletport, ready } = useWalletportContext()
  return useExternalState(
    walletport ? siwxSourceOf(walletport) : PENDING_SIWX,
    (state) => state,
    (state) => toResult(ready, state),
  )
}
