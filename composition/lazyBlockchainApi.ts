import { lazyCode } from '../core/lazy/lazyCode.js'
import type { OfetchBlockchainApiOptions } from '../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import type { BlockchainApi } from '../ports/BlockchainApi.js'

const METHODS = [
  'getSupportedChains',
  'getIdentity',
  'getTransactionHistory',
  'getBalances',
  'fetchFungiblePrices',
  'getSwapTokens',
  'getSwapQuote',
  'getSwapAllowance',
  'getGasPrice',
  'buildApproveTransaction',
  'buildSwapTransaction',
  'lookupName',
  'reverseLookup',
  'getNameSuggestions',
  'registerName',
  'generateOnrampUrl',
  'getOnrampOptions',
  'getOnrampQuote',
  'getSessions',
  'revokeSession',
] as const satisfies readonly (keyof BlockchainApi)[]

/**
 * The default BlockchainApi, loaded on its first call: a page whose visitor never connects
 * (or never opens the Account view on a testnet) never downloads the adapter or ofetch.
 * @example lazyBlockchainApi({ projectId, clock, storage })
 */
export function lazyBlockchainApi(options: OfetchBlockchainApiOptions): BlockchainApi {
  const adapter = lazyCode(() =>
    import('../adapters/http/blockchainApi/OfetchBlockchainApi.js').then(
      ({ OfetchBlockchainApi }) => new OfetchBlockchainApi(options) as unknown as Record<string, (query: never) => Promise<unknown>>,
    ),
  )
  const api: Record<string, (query: never) => Promise<unknown>> = {}
  for (const method of METHODS) api[method] = (query: never) => adapter.run((loaded) => loaded[method]?.(query))
  return api as unknown as BlockchainApi
}
