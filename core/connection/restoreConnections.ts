import type { CoreContext } from '../CoreContext.js'
import { AUTH_CONNECTOR_ID } from '../embedded/authConnector.js'
import { embeddedNamespace } from '../embedded/embeddedNamespace.js'
import { EMBEDDED_STORAGE_KEYS } from '../embedded/embeddedStorageKeys.js'
import { EMBEDDED_WALLET_NAMESPACES } from '../embedded/isEmbeddedWalletAvailable.js'
import type { LazyCalls } from '../lazy/lazyModule.js'
import type { UseCases } from '../lazy/importUseCases.js'
import { readStoredConnections, type PersistedConnection } from './persistedConnections.js'

/**
 * Restores the stored connections at start-up. The use cases' chunk loads only when one of
 * them belongs to a configured namespace: a page without one never downloads it. A returning
 * visitor whose email login was used (and no wallet stored in a namespace the embedded wallet
 * serves) resumes the embedded wallet too, so a session kept through a failed resume (its
 * backend was down) comes back on the next load.
 */
export async function restoreConnections(context: CoreContext, useCases: LazyCalls<Pick<UseCases, 'reconnectWallets'>>): Promise<void> {
  const saved = await readStoredConnections(context)
  const stored = [...saved, ...(await embeddedToResume(context, saved))]
  if (!stored.some((entry) => context.adapters.has(entry.namespace))) return
  await useCases.reconnectWallets(context, stored)
}

async function embeddedToResume(context: CoreContext, saved: readonly PersistedConnection[]): Promise<readonly PersistedConnection[]> {
  if (!context.embedded || saved.some((entry) => EMBEDDED_WALLET_NAMESPACES.includes(entry.namespace))) return []
  const namespace = embeddedNamespace(context)
  const network = namespace && context.state.getSnapshot().networks[namespace]?.caipNetwork
  if (!namespace || !network || (await context.storage.get(EMBEDDED_STORAGE_KEYS.emailLoginUsed)) !== 'true') return []
  return [{ namespace, connectorId: AUTH_CONNECTOR_ID, caipNetworkId: network.caipNetworkId, status: 'connected' }]
}
