import type { FrameError } from './FrameError.js'

/** The embedded wallet's own state: the frame's lifecycle and the email login in progress. */
export interface EmbeddedWalletState {
  /** 'idle' until first needed; 'failed' after a load that did not finish (the next use retries). */
  readonly frame: 'idle' | 'loading' | 'ready' | 'failed'
  /** Why the last load failed ('Unable to load email login dependency', alert APKT003). */
  readonly error: FrameError | undefined
  /** The address of the login or email update in progress. */
  readonly pendingEmail: string | undefined
  /** The signed-in email. */
  readonly email: string | undefined
  /** Chain numbers where the frame offers smart accounts. */
  readonly smartAccountEnabledNetworks: readonly number[]
  /** True while the frame is shown over the modal for an approval. */
  readonly visible: boolean
}

/** Before the frame is first needed. */
export const INITIAL_EMBEDDED_WALLET_STATE: EmbeddedWalletState = Object.freeze({
  frame: 'idle',
  error: undefined,
  pendingEmail: undefined,
  email: undefined,
  smartAccountEnabledNetworks: Object.freeze([]) as readonly number[],
  visible: false,
})
