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
  let adapter: Promise<BlockchainApi> | undefined
  const load = () =>
    (adapter ??= import('../adapters/http/blockchainApi/OfetchBlockchainApi.js').then(
      ({ OfetchBlockchainApi }) => new OfetchBlockchainApi(options),
    ))
  const api: Record<string, (query: never) => Promise<unknown>> = {}
  for (const method of METHODS) {
    api[method] = async (query: never) => {
      const loaded = (await load()) as unknown as Record<string, (query: never) => Promise<unknown>>
      return loaded[method]?.(query)
    }
  }
  return api as unknown as BlockchainApi
}
