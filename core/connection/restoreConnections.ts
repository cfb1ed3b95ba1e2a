import type { CoreContext } from '../CoreContext.js'
import { EMBEDDED_STORAGE_KEYS } from '../embedded/embeddedStorageKeys.js'
import type { LazyCalls } from '../lazy/lazyModule.js'
import type { UseCases } from '../lazy/importUseCases.js'
import { resetAccount } from '../account/accountState.js'
import { updateAccount } from '../state/updateWalletState.js'
import { markReconnecting } from './markReconnecting.js'
import { readStoredConnections } from './persistedConnections.js'

/**
 * Restores the stored connections at start-up. The use cases' chunk loads only when one of
 * them belongs to a configured namespace, or a returning visitor's email login was used (the
 * embedded wallet resumes): a page with neither never downloads it.
 */
export async function restoreConnections(context: CoreContext, useCases: LazyCalls<Pick<UseCases, 'reconnectWallets'>>): Promise<void> {
  const saved = await readStoredConnections(context)
  // The returning visitor sees 'connecting' from here, not 'Connect Wallet' until the chunk arrives.
  const marked = markReconnecting(context, saved)
  const resumeEmbedded = context.embedded !== undefined && (await context.storage.get(EMBEDDED_STORAGE_KEYS.emailLoginUsed)) === 'true'
  if (!resumeEmbedded && marked.length === 0) return
  try {
    await useCases.reconnectWallets(context, saved, { resumeEmbedded })
  } catch (error) {
    // The chunk never came: no account is left connecting.
    for (const { namespace } of marked) context.state.update((state) => updateAccount(state, namespace, (account) => (account.status === 'connecting' ? resetAccount() : account)))
    throw error
  }
}
