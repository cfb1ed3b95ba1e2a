import { writeJson } from '../state/writeJson.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'
import type { CoreContext } from '../CoreContext.js'
import type { PersistedConnection } from './persistedConnections.js'

/** Writes the live connections so a reload can restore them without a prompt. */
export async function persistConnections(context: CoreContext): Promise<void> {
  const snapshot = context.state.getSnapshot()
  const persisted: PersistedConnection[] = snapshot.connections.map((connection) => ({
    namespace: connection.namespace,
    connectorId: connection.connectorId,
    caipNetworkId: connection.caipNetworkId,
    status: 'connected',
  }))
  await writeJson(context.storage, STORAGE_KEYS.connections, persisted, context.logger)
}
