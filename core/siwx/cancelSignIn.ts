import { disconnectWallet } from '../connection/disconnectWallet.js'
import { SiwxError } from './SiwxError.js'
import { siwxCancelOutcome } from './siwxCancelOutcome.js'
import type { SiwxContext } from './SiwxContext.js'
import { abandonSignInAttempts } from './signInAttempts.js'

/**
 * Cancelling the sign view disconnects the wallet when sign-in is required,
 * otherwise it only closes the modal. Either way the modal closes and the next open starts at Connect.
 * @example await cancelSignIn(context) // 'disconnect' | 'close'
 */
export async function cancelSignIn(context: SiwxContext): Promise<'disconnect' | 'close'> {
  const { siwx, state, core, modal } = context
  if (!siwx) throw new SiwxError('notEnabled')
  const required = siwx.getRequired?.() ?? false
  const outcome = siwxCancelOutcome({ siwxRequired: required })
  abandonSignInAttempts(context)
  state.update((previous) => ({ ...previous, required, error: undefined }))
  core.emit({ type: 'SIWX_CANCEL', namespace: core.state.getSnapshot().activeNamespace })
  try {
    if (outcome === 'disconnect') await disconnectWallet(core)
  } finally {
    modal.close({ force: true })
    modal.router.reset('Connect')
  }
  return outcome
}
