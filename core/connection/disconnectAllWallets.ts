import type { CoreContext } from '../CoreContext.js'
import { disconnectWallet } from './disconnectWallet.js'
import { persistConnections } from './persistConnections.js'

/**
 * Disconnects every connected namespace at once (each wallet waited for at most
 * SIGN_OUT_WAIT_MS, together). Local state is cleared for all of them even when a wallet
 * fails; then the first failure ('Failed to disconnect chain(s)') is thrown.
 * @example await disconnectAllWallets(context)
 */
export async function disconnectAllWallets(context: CoreContext): Promise<void> {
  const namespaces = context.state.getSnapshot().connections.map((connection) => connection.namespace)
  const results = await Promise.allSettled(namespaces.map((namespace) => disconnectWallet(context, { namespace })))
  // Each disconnect stored the list it saw; store the final one last.
  if (namespaces.length > 1) await persistConnections(context)
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}
