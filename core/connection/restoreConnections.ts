import type { CoreContext } from '../CoreContext.js'
import type { LazyCalls } from '../lazy/lazyModule.js'
import type { UseCases } from '../lazy/importUseCases.js'
import { readStoredConnections } from './persistedConnections.js'

/**
 * Restores the stored connections at start-up. The use cases' chunk loads only when one of
 * them belongs to a configured namespace: a page without one never downloads it.
 */
export async function restoreConnections(context: CoreContext, useCases: LazyCalls<Pick<UseCases, 'reconnectWallets'>>): Promise<void> {
  const stored = await readStoredConnections(context)
  if (!stored.some((entry) => context.adapters.has(entry.namespace))) return
  await useCases.reconnectWallets(context, stored)
}
