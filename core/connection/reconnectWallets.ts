import { resetAccount } from '../account/accountState.js'
import { updateAccount } from '../state/updateWalletState.js'
import { adapterFor } from './adapterFor.js'
import { applyWalletConnection } from './applyWalletConnection.js'
import type { CoreContext } from '../CoreContext.js'
import { markReconnecting } from './markReconnecting.js'
import { persistConnections } from './persistConnections.js'
import { readStoredConnections, type PersistedConnection } from './persistedConnections.js'
import { resolveNetwork } from '../network/resolveNetwork.js'
import { validateAccounts, validateChainId } from '../account/validateAccounts.js'
import { embeddedToResume } from '../embedded/embeddedToResume.js'

/**
 * At start-up, each stored connected namespace becomes connecting and is
 * synced WITHOUT a prompt (`ChainAdapter.reconnect`); a failed sync sets disconnected.
 * `stored` is the list the caller already read (`readStoredConnections`); else it is read here.
 * With `resumeEmbedded` (the email login was used on this device) the embedded wallet is resumed
 * too when no wallet is stored in a namespace it serves (`embeddedToResume`).
 */
export async function reconnectWallets(context: CoreContext, stored?: readonly PersistedConnection[], options: { readonly resumeEmbedded?: boolean } = {}): Promise<void> {
  stored ??= await readStoredConnections(context)
  if (options.resumeEmbedded) stored = [...stored, ...embeddedToResume(context, stored)]
  const known = markReconnecting(context, stored)
  // Oldest first, so the most recent connection ends up active, as before the reload.
  for (const entry of [...known].reverse()) {
    {
      const networkState = context.state.getSnapshot().networks[entry.namespace]
      const requested = networkState?.requestedCaipNetworks ?? []
      const storedNetwork = requested.find((network) => network.caipNetworkId === entry.caipNetworkId)
      const network = storedNetwork ?? networkState?.caipNetwork
      try {
        if (!network) throw new Error('no network')
        const result = await adapterFor(context, entry.namespace).reconnect({ connectorId: entry.connectorId, network })
        const accounts = validateAccounts(entry.namespace, result.accounts)
        const resolved = resolveNetwork(requested, entry.namespace, validateChainId(entry.namespace, result.chainId))
        const connector = adapterFor(context, entry.namespace).getConnectors().find((candidate) => candidate.id === entry.connectorId)
        context.state.update((state) =>
          applyWalletConnection(state, {
            namespace: entry.namespace,
            connectorId: entry.connectorId,
            accounts,
            network: resolved.network,
            ...(connector ? { walletName: connector.name } : {}),
            ...(result.user ? { user: result.user } : {}),
          }),
        )
      } catch (error) {
        context.logger.info(`reconnect failed for ${entry.namespace}`, error)
        context.state.update((state) => updateAccount(state, entry.namespace, resetAccount))
        context.emit({ type: 'RECONNECT_FAILED', namespace: entry.namespace, connectorId: entry.connectorId })
      }
    }
  }
  if (known.length > 0) await persistConnections(context)
}
