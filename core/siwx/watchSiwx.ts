import { parseCaipNetworkId } from '../network/parseCaipNetworkId.js'
import { readSiwxTarget, siwxIdentityKey } from './readSiwxTarget.js'
import { checkSiwxSession } from './checkSiwxSession.js'
import { identityChange, shouldSignOut, signOutPolicyOf, type SiwxIdentity } from './signOutPolicy.js'
import type { SiwxContext } from './SiwxContext.js'

/**
 * Follows who is connected: each new account or network is checked for a session
 * (`checkSiwxSession`), and the previous session is revoked when the sign-out policy
 * says so (disconnect by default; account or network change when asked). Returns unsubscribe.
 */
export function watchSiwx(context: SiwxContext): () => void {
  const { siwx, core, state } = context
  if (!siwx) return () => undefined
  const policy = signOutPolicyOf(siwx)
  let previous: SiwxIdentity | undefined
  const subscription = core.state
    .select(readSiwxTarget, (a, b) => siwxIdentityKey(a) === siwxIdentityKey(b))
    .subscribe((target) => {
      const next = target ? { chainId: target.chainId, address: target.address } : undefined
      const change = identityChange(previous, next)
      previous = next
      const session = state.getSnapshot().session
      if (session && shouldSignOut(change, policy)) {
        const { chainId, accountAddress } = session.data
        siwx.revokeSession(chainId, accountAddress).then(
          () => core.emit({ type: 'SIWX_SIGN_OUT', namespace: parseCaipNetworkId(chainId)?.namespace ?? core.state.getSnapshot().activeNamespace, address: accountAddress }),
          (error: unknown) => core.logger.warn('revoking the sign-in session failed', error),
        )
      }
      if (!next) {
        state.update((current) => ({ ...current, status: 'signedOut', session: undefined }))
        return
      }
      checkSiwxSession(context).catch((error: unknown) => core.logger.error('the sign-in check failed', error))
    })
  return () => subscription.unsubscribe()
}
