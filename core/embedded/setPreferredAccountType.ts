import type { CoreContext } from '../CoreContext.js'
import { validateAccounts } from '../account/validateAccounts.js'
import { adapterFor } from '../connection/adapterFor.js'
import { applyWalletConnection } from '../connection/applyWalletConnection.js'
import { persistConnections } from '../connection/persistConnections.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import { resolveNetwork } from '../network/resolveNetwork.js'
import { AUTH_CONNECTOR, AUTH_CONNECTOR_ID } from './authConnector.js'

/**
 * Switches the embedded account between the user's EOA and smart account
 * (SET_PREFERRED_ACCOUNT), then reads the user again, so the account state follows in one
 * update: address, account list, preferred account type, the smart-account flag. The status stays
 * connected throughout; a sign-in watcher sees the new address like any account change.
 * @example await setPreferredAccountType(context, { type: 'smartAccount' }) // { address: '0x…' }
 */
export async function setPreferredAccountType(context: CoreContext, params: { readonly type: 'eoa' | 'smartAccount' }): Promise<{ readonly address: string }> {
  const namespace = 'eip155'
  const snapshot = context.state.getSnapshot()
  const requested = snapshot.networks[namespace]
  const target = requested?.caipNetwork
  const connected = snapshot.connections.some((connection) => connection.namespace === namespace && connection.connectorId === AUTH_CONNECTOR_ID)
  if (!context.embedded || !connected || !requested || !target) throw new AddressOrAuthConnectorNotFoundError()

  await (await context.embedded()).wallet.setPreferredAccount(params.type)
  const result = await adapterFor(context, namespace).connect({ connectorId: AUTH_CONNECTOR_ID, network: target })
  const accounts = validateAccounts(namespace, result.accounts)
  const { network } = resolveNetwork(requested.requestedCaipNetworks, namespace, result.chainId)
  context.state.update((state) =>
    applyWalletConnection(state, {
      namespace,
      connectorId: AUTH_CONNECTOR_ID,
      accounts,
      network,
      walletName: AUTH_CONNECTOR.name,
      ...(result.user ? { user: result.user } : {}),
      activate: state.activeNamespace === namespace,
    }),
  )
  await persistConnections(context)
  return { address: accounts[0]?.address ?? '' }
}
