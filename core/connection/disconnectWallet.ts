import { AUTH_CONNECTOR_ID } from '../embedded/authConnector.js'
import { BaseError } from '../errors/BaseError.js'
import { MESSAGES } from '../errors/messages.js'
import type { ChainNamespace } from '../network/Network.js'
import { removeConnection } from './removeConnection.js'
import { raceWithTimeout } from '../timing/raceWithTimeout.js'
import { adapterFor } from './adapterFor.js'
import type { CoreContext } from '../CoreContext.js'
import { persistConnections } from './persistConnections.js'
import { endConnectAttempts } from './connectAttempts.js'
import { forgetNativeBalance } from '../account/fetchBalance.js'

export const SIGN_OUT_WAIT_MS = 3_000

/**
 * Disconnects a namespace (default: the active one). Local state is always
 * cleared (the visitor asked to leave); the wallet is told, waiting at most
 * SIGN_OUT_WAIT_MS. The next remaining connection becomes current. Signing the embedded wallet
 * out ends its connections in every namespace.
 * Throws 'Failed to disconnect chain(s)' after clearing when the wallet failed.
 */
export async function disconnectWallet(
  context: CoreContext,
  params: { readonly namespace?: ChainNamespace } = {},
): Promise<void> {
  const namespace = params.namespace ?? context.state.getSnapshot().activeNamespace
  // A connect still waiting for its wallet is over: its answer, however late, must not reconnect.
  endConnectAttempts(context.state, namespace)
  const connection = context.state.getSnapshot().connections.find((candidate) => candidate.namespace === namespace)
  let failure: unknown
  if (connection) {
    try {
      const adapter = adapterFor(context, namespace)
      await raceWithTimeout(context.clock, adapter.disconnect({ connectorId: connection.connectorId }), SIGN_OUT_WAIT_MS)
    } catch (error) {
      failure = error
    }
  }
  // The embedded wallet signed out once for all its namespaces: its other connections end too.
  const ended = [
    namespace,
    ...(connection?.connectorId === AUTH_CONNECTOR_ID
      ? context.state.getSnapshot().connections.filter((other) => other.connectorId === AUTH_CONNECTOR_ID && other.namespace !== namespace).map((other) => other.namespace)
      : []),
  ]
  await Promise.all(ended.map((each) => forget(context, each)))
  await persistConnections(context)
  if (failure !== undefined) {
    const error = new BaseError(MESSAGES.DISCONNECT_FAILED, { cause: failure, category: 'WALLET_ERROR', details: { namespace } })
    context.emit({ type: 'DISCONNECT_ERROR', namespace, error })
    throw error
  }
  for (const each of ended) context.emit({ type: 'DISCONNECT_SUCCESS', namespace: each })
}

/** Drops a namespace's connection, and its account's cached reads: the next visitor of this device must not see them. */
async function forget(context: CoreContext, namespace: ChainNamespace): Promise<void> {
  const caipAddress = context.state.getSnapshot().accounts[namespace]?.caipAddress
  context.state.update((state) => removeConnection(state, namespace))
  if (caipAddress) {
    context.cache.delete(`identity:${caipAddress.split(':')[2]?.toLowerCase()}`)
    await forgetNativeBalance(context, caipAddress)
  }
}
