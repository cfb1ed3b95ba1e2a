import * as z from 'zod/mini'
import type { Logger } from '../../ports/Logger.js'
import type { Storage } from '../../ports/Storage.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../network/Network.js'
import { readJson } from '../state/readJson.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'

/** What survives a reload per namespace: which connector was connected. */
export interface PersistedConnection {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly caipNetworkId: string
  readonly status: 'connected'
}

/** Schema of the stored connection list (validated on every read). */
export const persistedConnectionsSchema = z.array(
  z.object({
    namespace: z.enum(CHAIN_NAMESPACES),
    connectorId: z.string().check(z.minLength(1)),
    caipNetworkId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
    status: z.literal('connected'),
  }),
)

/** The stored connections (schema-validated; corrupt data is removed and reads as none). */
export async function readStoredConnections(context: { readonly storage: Storage; readonly logger?: Logger }): Promise<readonly PersistedConnection[]> {
  return (await readJson(context.storage, STORAGE_KEYS.connections, persistedConnectionsSchema, context.logger)) ?? []
}
