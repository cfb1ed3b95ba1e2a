import { applyStatus, startupStatus } from '../account/accountState.js'
import type { CoreContext } from '../CoreContext.js'
import { updateAccount } from '../state/updateWalletState.js'
import type { PersistedConnection } from './persistedConnections.js'

/**
 * At start-up, each stored connection of a configured namespace takes its start-up status
 * (`startupStatus`: 'connecting' until its sync ends). Returns those entries.
 */
export function markReconnecting(context: Pick<CoreContext, 'adapters' | 'state'>, stored: readonly PersistedConnection[]): readonly PersistedConnection[] {
  const known = stored.filter((entry) => context.adapters.has(entry.namespace) && context.state.getSnapshot().accounts[entry.namespace])
  for (const entry of known) {
    const { status } = startupStatus({ storedStatus: entry.status, embeddedEmailLoginUsed: false, embeddedHasSession: undefined, currentConnectorIsEmbedded: false })
    context.state.update((state) => updateAccount(state, entry.namespace, (account) => applyStatus(account, status)))
  }
  return known
}
