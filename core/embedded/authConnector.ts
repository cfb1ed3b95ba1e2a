import type { Connector } from '../connectors/Connector.js'
import type { ChainNamespace } from '../network/Network.js'

/** The embedded wallet's (AUTH) connector id, the same in every namespace it serves. */
export const AUTH_CONNECTOR_ID = 'auth'

/** The AUTH connector: reached through the email field (and, later, the social buttons), never listed as a wallet. */
export const AUTH_CONNECTOR: Connector = Object.freeze({ id: AUTH_CONNECTOR_ID, type: 'AUTH', name: 'Email', chain: 'eip155' })

const SOLANA_AUTH_CONNECTOR: Connector = Object.freeze({ ...AUTH_CONNECTOR, chain: 'solana' })

/**
 * The AUTH connector of a namespace's adapter (one object per namespace, so lists stay equal).
 * @example authConnectorFor('solana').chain // 'solana'
 */
export function authConnectorFor(namespace: ChainNamespace): Connector {
  return namespace === 'solana' ? SOLANA_AUTH_CONNECTOR : AUTH_CONNECTOR
}
