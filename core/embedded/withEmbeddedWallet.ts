import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { requestThrough } from '../connection/requestThrough.js'
import { authConnectorFor, AUTH_CONNECTOR_ID } from './authConnector.js'

/**
 * A namespace's adapter (eip155, solana) with the AUTH connector beside its own. Calls for the
 * AUTH connector go to the embedded wallet's adapter, loaded on first need (`load`); every other
 * call, and every read, stays with `base`. This shell is all a page carries until the embedded
 * wallet is needed.
 * @example withEmbeddedWallet(viemAdapter, async () => (await embedded()).adapters.get('eip155')!)
 */
export function withEmbeddedWallet(base: ChainAdapter, load: () => Promise<ChainAdapter>): ChainAdapter {
  const route = <T>(connectorId: string, call: (adapter: ChainAdapter) => Promise<T>): Promise<T> =>
    connectorId === AUTH_CONNECTOR_ID ? load().then(call) : call(base)
  const { getTokenBalances, signIn, estimateFee, waitForTransaction } = base
  return {
    namespace: base.namespace,
    getConnectors: () => [authConnectorFor(base.namespace), ...base.getConnectors()],
    connect: (params) => route(params.connectorId, (adapter) => adapter.connect(params)),
    reconnect: (params) => route(params.connectorId, (adapter) => adapter.reconnect(params)),
    disconnect: (params) => route(params.connectorId, (adapter) => adapter.disconnect(params)),
    getAccounts: (params) => route(params.connectorId, (adapter) => adapter.getAccounts(params)),
    switchNetwork: (params) => route(params.connectorId, (adapter) => adapter.switchNetwork(params)),
    signMessage: (params) => route(params.connectorId, (adapter) => adapter.signMessage(params)),
    sendTransaction: (params) => route(params.connectorId, (adapter) => adapter.sendTransaction(params)),
    request: (params) => route(params.connectorId, (adapter) => requestThrough(adapter, params)),
    getBalance: (params) => base.getBalance(params),
    on: (listener) => base.on(listener),
    ...(getTokenBalances ? { getTokenBalances: (params: Parameters<typeof getTokenBalances>[0]) => getTokenBalances.call(base, params) } : {}),
    ...(estimateFee ? { estimateFee: (params: Parameters<typeof estimateFee>[0]) => estimateFee.call(base, params) } : {}),
    ...(waitForTransaction ? { waitForTransaction: (params: Parameters<typeof waitForTransaction>[0]) => waitForTransaction.call(base, params) } : {}),
    // The embedded wallet signs in with the message text (personal_sign, solana_signMessage through the frame).
    ...(signIn ? { signIn: (params: Parameters<typeof signIn>[0]) => (params.connectorId === AUTH_CONNECTOR_ID ? Promise.resolve(undefined) : signIn.call(base, params)) } : {}),
  }
}
