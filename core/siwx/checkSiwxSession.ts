import type { SiwxSession } from './Siwx.js'
import { shouldOpenSiwx } from './shouldOpenSiwx.js'
import { checkSiwxTimes } from './checkSiwxMessage.js'
import { failSiwxSetup } from './failSiwxSetup.js'
import { readSiwxTarget, siwxIdentityKey, type SiwxTarget } from './readSiwxTarget.js'
import type { SiwxContext } from './SiwxContext.js'
import { isSessionOf } from './isSessionOf.js'
import { adoptConnectSignIn } from './connectSignIn.js'

/**
 * After a wallet connects (or reconnects on reload), looks for a stored
 * session of the active account and network. Found: signed in, no prompt. None, on
 * a supported network: SIWXSignMessage opens. The lookup failing is a setup failure
 * ('A problem occurred while trying initialize authentication', disconnect, back to Connect).
 * @example await checkSiwxSession(context)
 */
export async function checkSiwxSession(context: SiwxContext): Promise<void> {
  const { siwx, state, core } = context
  const target = readSiwxTarget(core.state.getSnapshot())
  if (!siwx || !target) return
  const required = siwx.getRequired?.() ?? false
  state.update((previous) => ({ ...previous, required, status: 'checking', session: undefined, error: undefined }))
  let sessions: readonly SiwxSession[]
  try {
    sessions = await siwx.getSessions(target.chainId, target.address)
  } catch (cause) {
    if (isStillActive(context, target)) await failSiwxSetup(context, { namespace: target.namespace, cause })
    return
  }
  if (!isStillActive(context, target)) return
  const now = core.clock.now()
  const session = sessions.find((candidate) => isSessionOf(candidate, target.chainId, target.address) && checkSiwxTimes(candidate.data, { now }) === undefined)
  // Signed in while connecting (WalletConnect one-click): verified and stored, no second prompt.
  if (!session && (await adoptConnectSignIn(context, target))) return
  state.update((previous) => ({ ...previous, status: session ? 'signedIn' : 'awaitingSignature', session }))
  if (shouldOpenSiwx({ siwxEnabled: true, accountStatus: 'connected', isNetworkSupported: target.isNetworkSupported, hasSession: Boolean(session) })) {
    showSignView(context)
  }
}

/**
 * Shows SIWXSignMessage: the modal opens on it, or an open modal's history is reset to it. Never
 * pushed: Back to the connect views would be a way around a required sign-in (and they are done).
 */
export function showSignView(context: SiwxContext): void {
  const { modal } = context
  if (!modal.getSnapshot().open) modal.open({ view: 'SIWXSignMessage' })
  else if (modal.router.getSnapshot().view !== 'SIWXSignMessage' || modal.router.getSnapshot().history.length > 1) modal.router.reset('SIWXSignMessage')
}

/** True when `target` is still the active account and network (an answer for another one is dropped). */
export function isStillActive(context: SiwxContext, target: SiwxTarget): boolean {
  return siwxIdentityKey(readSiwxTarget(context.core.state.getSnapshot())) === siwxIdentityKey(target)
}
