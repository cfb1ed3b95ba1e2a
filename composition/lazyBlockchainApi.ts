import { lazyModule } from '../core/lazy/lazyModule.js'
import type { OfetchBlockchainApiOptions } from '../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import type { BlockchainApi } from '../ports/BlockchainApi.js'

/**
 * The default BlockchainApi, loaded on its first call: a page whose visitor never connects
 * (or never opens the Account view on a testnet) never downloads the adapter or ofetch.
 * @example lazyBlockchainApi({ projectId, clock, storage })
 */
export function lazyBlockchainApi(options: OfetchBlockchainApiOptions): BlockchainApi {
  // Every method of the port by name (no list of them in the page's first chunk).
  const adapter = lazyModule(() => import('../adapters/http/blockchainApi/OfetchBlockchainApi.js').then(({ OfetchBlockchainApi }) => new OfetchBlockchainApi(options)))
  return adapter as unknown as BlockchainApi
}
