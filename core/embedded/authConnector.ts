import type { Connector } from '../connectors/Connector.js'

/** The embedded wallet's (AUTH) connector id. */
export const AUTH_CONNECTOR_ID = 'auth'

/** The AUTH connector: reached through the email field (and, later, the social buttons), never listed as a wallet. */
export const AUTH_CONNECTOR: Connector = Object.freeze({ id: AUTH_CONNECTOR_ID, type: 'AUTH', name: 'Email', chain: 'eip155' })
