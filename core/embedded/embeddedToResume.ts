import type { CoreContext } from '../CoreContext.js'
import type { PersistedConnection } from '../connection/persistedConnections.js'
import { AUTH_CONNECTOR_ID } from './authConnector.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { EMBEDDED_WALLET_NAMESPACES } from './isEmbeddedWalletAvailable.js'

/**
 * The embedded wallet's connection to resume for a returning visitor whose email login was used,
 * when no wallet is stored in a namespace it serves: a session kept through a failed resume (its
 * backend was down) comes back on the next load. None when such a wallet is stored.
 * @example embeddedToResume(context, []) // [{ namespace: 'eip155', connectorId: 'auth', … }]
 */
export function embeddedToResume(context: Pick<CoreContext, 'state' | 'adapters'>, saved: readonly PersistedConnection[]): readonly PersistedConnection[] {
  if (saved.some((entry) => EMBEDDED_WALLET_NAMESPACES.includes(entry.namespace))) return []
  const namespace = embeddedNamespace(context)
  const network = namespace && context.state.getSnapshot().networks[namespace]?.caipNetwork
  if (!namespace || !network) return []
  return [{ namespace, connectorId: AUTH_CONNECTOR_ID, caipNetworkId: network.caipNetworkId, status: 'connected' }]
}
