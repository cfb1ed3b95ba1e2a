import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { UnsupportedProviderMethodError } from '../errors/walletErrors.js'

/**
 * `adapter.request(params)`, or the typed 4200 refusal when the adapter has no wallet RPC.
 * @example await requestThrough(base, { connectorId, network, method: 'wallet_getCapabilities', params: [address] })
 */
export function requestThrough(adapter: ChainAdapter, params: Parameters<NonNullable<ChainAdapter['request']>>[0]): Promise<unknown> {
  return adapter.request ? adapter.request(params) : Promise.reject(new UnsupportedProviderMethodError({ details: { method: params.method } }))
}
