import type { Balance } from '../account/Balance.js'
import type { AccountTarget } from '../account/accountTarget.js'
import { InvalidWalletResponseError } from '../account/validateAccounts.js'
import { adapterFor } from '../connection/adapterFor.js'
import { requestThrough } from '../connection/requestThrough.js'
import type { CoreContext } from '../CoreContext.js'
import { capabilitiesSchema } from '../transactions/walletCallSchemas.js'
import { assetToBalance } from './assetToBalance.js'
import { PORTFOLIO_CACHE_MS } from './portfolioCache.js'
import { walletAssetsSchema } from './walletAssetsSchema.js'

type Context = Pick<CoreContext, 'state' | 'adapters' | 'embedded' | 'cache' | 'logger'>

/**
 * The Tokens tab's balances from the connected EVM wallet itself (EIP-7811 `wallet_getAssets`),
 * when its capabilities report `assetDiscovery` for the chain (asked once per wallet, account
 * and chain, remembered 30 s: a wallet without it costs one request, then none). Undefined when
 * the wallet does not discover assets or its answer fails or is malformed (logged): the
 * Blockchain API answers then.
 * @example const balances = await readWalletAssets(context, target) // undefined → ask the API
 */
export async function readWalletAssets(context: Context, target: AccountTarget): Promise<readonly Balance[] | undefined> {
  const connection = context.state.getSnapshot().connections.find((candidate) => candidate.namespace === 'eip155')
  if (target.namespace !== 'eip155' || !target.address || !connection || !context.adapters.get('eip155')?.request) return undefined
  const adapter = adapterFor(context, 'eip155')
  const hexChainId = `0x${Number(target.network.id).toString(16)}`
  const ask = (method: 'wallet_getCapabilities' | 'wallet_getAssets', params: readonly unknown[]) =>
    requestThrough(adapter, { connectorId: connection.connectorId, network: target.network, method, params })
  try {
    const cacheKey = `assetDiscovery:${connection.connectorId}:${target.key}`
    let discovers = context.cache.get<boolean>(cacheKey)
    if (discovers === undefined) {
      // A wallet without wallet_getCapabilities (4200) simply does not discover assets.
      const capabilities = capabilitiesSchema.safeParse(await ask('wallet_getCapabilities', [target.address, [hexChainId]]).catch(() => undefined))
      discovers = capabilities.success && [hexChainId, '0x0'].some((chain) => (entryOf(capabilities.data, chain)?.assetDiscovery as { supported?: unknown } | undefined)?.supported === true)
      context.cache.set(cacheKey, discovers, PORTFOLIO_CACHE_MS)
    }
    if (!discovers) return undefined
    const answer = walletAssetsSchema.safeParse(await ask('wallet_getAssets', [{ account: target.address, chainFilter: [hexChainId] }]))
    if (!answer.success) throw new InvalidWalletResponseError('malformed wallet_getAssets answer')
    return (entryOf(answer.data, hexChainId) ?? []).flatMap((asset) => assetToBalance(asset, target.network) ?? [])
  } catch (error) {
    context.logger.warn(`wallet_getAssets failed for ${target.key}; the Blockchain API answers`, error)
    return undefined
  }
}

/** The entry of a per-chain answer for a hex chain id, whatever case the wallet wrote it in. */
function entryOf<T>(perChain: Readonly<Record<string, T>>, hexChainId: string): T | undefined {
  return Object.entries(perChain).find(([chain]) => chain.toLowerCase() === hexChainId)?.[1]
}
