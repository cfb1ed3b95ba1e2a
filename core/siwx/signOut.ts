import { disconnectWallet } from '../connection/disconnectWallet.js'
import { SiwxError } from './SiwxError.js'
import { parseCaipNetworkId } from '../network/parseCaipNetworkId.js'
import type { SiwxContext } from './SiwxContext.js'

/**
 * Signs the visitor out: revokes the active session (`siwx.revokeSession`). When
 * sign-in is required the wallet is disconnected too, since a connected wallet
 * without a session is not allowed then.
 * @example await signOut(context)
 */
export async function signOut(context: SiwxContext): Promise<void> {
  const { siwx, state, core } = context
  if (!siwx) throw new SiwxError('notEnabled')
  const session = state.getSnapshot().session
  if (session) await siwx.revokeSession(session.data.chainId, session.data.accountAddress)
  const connected = core.state.getSnapshot().accounts[core.state.getSnapshot().activeNamespace]?.status === 'connected'
  const required = siwx.getRequired?.() ?? false
  state.update((previous) => ({ ...previous, required, session: undefined, error: undefined, status: connected ? 'awaitingSignature' : 'signedOut' }))
  if (session) {
    const namespace = parseCaipNetworkId(session.data.chainId)?.namespace ?? core.state.getSnapshot().activeNamespace
    core.emit({ type: 'SIWX_SIGN_OUT', namespace, address: session.data.accountAddress })
  }
  if (required && connected) await disconnectWallet(core)
}
