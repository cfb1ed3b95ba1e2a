import type { SiwxState } from '../../../core/index.js'

/** What SIWXSignMessage shows for a sign-in state. */
export interface SiwxViewState {
  /** The wallet is being asked: a spinner, 'Approve … in your wallet', Sign busy. */
  readonly signing: boolean
  /** Sign does nothing now (signing, looking for a stored session, or cancelling). */
  readonly busy: boolean
  /** The last failure's catalogue text ('Signature declined', the smart-account text, …), until the next attempt. */
  readonly error: string | undefined
}

/**
 * The view's state from the core's sign-in state (pure: the core decides, the view shows).
 * @example siwxViewState({ ...state, status: 'signing' }, false) // { signing: true, busy: true, error: undefined }
 */
export function siwxViewState(state: Pick<SiwxState, 'status' | 'error'>, cancelling: boolean): SiwxViewState {
  const signing = state.status === 'signing'
  return {
    signing,
    busy: signing || cancelling || state.status === 'checking',
    error: signing ? undefined : state.error?.shortMessage,
  }
}
