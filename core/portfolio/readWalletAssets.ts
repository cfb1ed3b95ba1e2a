import type { Clock } from '../../ports/Clock.js'
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

type Context = Pick<CoreContext, 'state' | 'adapters' | 'embedded' | 'cache' | 'clock' | 'logger'>

/**
 * How long the Tokens tab waits for the wallet before the API answers: a phone wallet over
 * WalletConnect that is asleep would otherwise hold the tab in 'loading' until the relay expires.
 */
export const WALLET_ASSETS_TIMEOUT_MS = 3_000

/**
 * The Tokens tab's balances from the connected EVM wallet itself (EIP-7811 `wallet_getAssets`),
 * when its capabilities report `assetDiscovery` for the chain (asked once per wallet, account
 * and chain, remembered 30 s: a wallet without it costs one request, then none). Undefined when
 * the wallet does not discover assets, or its answer fails, is malformed or takes longer than
 * WALLET_ASSETS_TIMEOUT_MS (logged): the Blockchain API answers then.
 * @example const balances = await readWalletAssets(context, target) // undefined → ask the API
 */
export async function readWalletAssets(context: Context, target: AccountTarget): Promise<readonly Balance[] | undefined> {
  const connection = context.state.getSnapshot().connections.find((candidate) => candidate.namespace === 'eip155')
  if (target.namespace !== 'eip155' || !target.address || !connection || !context.adapters.get('eip155')?.request) return undefined
  const adapter = adapterFor(context, 'eip155')
  const hexChainId = `0x${Number(target.network.id).toString(16)}`
  const ask = (method: 'wallet_getCapabilities' | 'wallet_getAssets', params: readonly unknown[]) =>
    within(context.clock, method, requestThrough(adapter, { connectorId: connection.connectorId, network: target.network, method, params }))
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

/** `request`'s answer, or a typed failure once WALLET_ASSETS_TIMEOUT_MS have passed. */
function within<T>(clock: Clock, method: string, request: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new InvalidWalletResponseError(`no ${method} answer within ${WALLET_ASSETS_TIMEOUT_MS} ms`)), WALLET_ASSETS_TIMEOUT_MS)
    request.then(
      (answer) => {
        clock.clearTimeout(timer)
        resolve(answer)
      },
      (error: unknown) => {
        clock.clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** The entry of a per-chain answer for a hex chain id, whatever case the wallet wrote it in. */
function entryOf<T>(perChain: Readonly<Record<string, T>>, hexChainId: string): T | undefined {
  return Object.entries(perChain).find(([chain]) => chain.toLowerCase() === hexChainId)?.[1]
}
