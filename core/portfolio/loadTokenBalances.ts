import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import type { Balance } from '../account/Balance.js'
import { readNativeBalance } from '../account/fetchBalance.js'
import { MESSAGES } from '../errors/messages.js'
import { formatFixedPoint } from '../format/formatFixedPoint.js'
import type { CoreContext } from '../CoreContext.js'
import type { Store } from '../state/Store.js'
import type { AccountDataState, TokensState } from './AccountDataState.js'
import { alertOf } from './alertOf.js'
import { raiseProjectAlert } from '../projectConfig/raiseProjectAlert.js'
import { accountTarget, type AccountTarget } from '../account/accountTarget.js'
import { PORTFOLIO_CACHE_MS } from './portfolioCache.js'
import { readWalletAssets } from './readWalletAssets.js'

/** Balances and send support eip155 and solana only. */
const TOKEN_NAMESPACES = new Set(['eip155', 'solana'])

type Context = Pick<CoreContext, 'state' | 'blockchainApi' | 'adapters' | 'embedded' | 'cache' | 'storage' | 'clock' | 'logger' | 'raiseAlert'>
type Params = { readonly force?: boolean; readonly signal?: AbortSignal }

/**
 * Loads the Tokens tab: the connected account's balances on the active chain. A connected EVM
 * wallet that discovers assets (EIP-7811 `wallet_getAssets`, see `readWalletAssets`) answers
 * first. Otherwise the Blockchain API answers for the networks it lists in `/v1/supported-chains` (one call, cached 30 s by
 * the adapter; `force` asks it to refresh). Without the API, or for a network it does not
 * list, the chain itself answers when the namespace's adapter reads token balances
 * (`getTokenBalances`, cached 30 s here), with the native balance first. An unsupported
 * namespace, a network the app does not support, no source, or a failed fetch →
 * 'unavailable' with 'Token Balance Unavailable'.
 * Never throws; a result for an account the visitor has since left is dropped.
 */
export async function loadTokenBalances(context: Context, store: Store<AccountDataState>, params: Params = {}): Promise<void> {
  const target = accountTarget(context.state.getSnapshot())
  if (!target?.address) return
  const { key } = target
  const set = (tokens: TokensState) => store.update((current) => ({ ...current, tokens }))
  const unavailable = (alert?: ReturnType<typeof alertOf>) =>
    set({ key, status: 'unavailable', balances: [], error: MESSAGES.TOKEN_BALANCE_UNAVAILABLE, alert })
  const api = context.blockchainApi
  const chain = context.adapters.get(target.namespace)
  const fromChain = chain?.getTokenBalances ? chain : undefined
  const fromWallet = target.namespace === 'eip155' && chain?.request !== undefined
  if ((!api && !fromChain && !fromWallet) || !TOKEN_NAMESPACES.has(target.namespace) || !target.supported) return unavailable()
  const previous = store.getSnapshot().tokens
  set({ ...(previous.key === key ? previous : { balances: [] }), key, status: 'loading', error: undefined, alert: undefined })
  const stillHere = () => accountTarget(context.state.getSnapshot())?.key === key
  try {
    const walletBalances = fromWallet ? await readWalletAssets(context, target) : undefined
    if (walletBalances) {
      if (stillHere()) set({ key, status: 'ready', balances: walletBalances, error: undefined, alert: undefined })
      return
    }
    // A network the API does not serve makes no balance request there ('Token Balance Unavailable' unless the chain answers).
    const served = api ? (await api.getSupportedChains(params.signal ? { signal: params.signal } : {})).http.includes(target.network.caipNetworkId) : false
    const balances = served && api
      ? await api.getBalances({
          address: target.address,
          caipNetworkId: target.network.caipNetworkId,
          ...(params.force ? { forceUpdate: String(context.clock.now()) } : {}),
          ...(params.signal ? { signal: params.signal } : {}),
        })
      : fromChain ? await chainBalances(context, fromChain, target, params) : undefined
    if (!stillHere()) return
    if (!balances) return unavailable()
    set({ key, status: 'ready', balances, error: undefined, alert: undefined })
  } catch (error) {
    context.logger.warn(`token balances failed for ${key}`, error)
    // A project fault (an unknown project id…) reaches the instance's alert stream too, headless or not: once per code.
    raiseProjectAlert(context, error)
    if (stillHere()) unavailable(alertOf(error))
  }
}

/** The chain's own answer: the native balance (the account's cached read) and the adapter's token rows, reused for 30 s. */
async function chainBalances(context: Context, adapter: ChainAdapter, target: AccountTarget, params: Params): Promise<readonly Balance[]> {
  const address = target.address ?? ''
  const cacheKey = `tokens:${target.key}`
  const cached = params.force ? undefined : context.cache.get<readonly Balance[]>(cacheKey)
  if (cached) return cached
  const tokens = (await adapter.getTokenBalances?.({ address, network: target.network })) ?? []
  const hasNative = tokens.some((balance) => balance.address === undefined)
  const native = hasNative
    ? []
    : [nativeRow(target, await readNativeBalance(context, { namespace: target.namespace, address, caipAddress: target.key, network: target.network, ...(params.force ? { force: true } : {}) }))]
  const balances = [...native, ...tokens]
  context.cache.set(cacheKey, balances, PORTFOLIO_CACHE_MS)
  return balances
}

function nativeRow(target: AccountTarget, balance: { readonly value: bigint; readonly decimals: number; readonly symbol: string }): Balance {
  return {
    name: target.network.nativeCurrency.name,
    symbol: balance.symbol,
    chainId: target.network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(balance.decimals), numeric: formatFixedPoint(balance.value, balance.decimals, balance.decimals) },
    iconUrl: target.network.assets?.imageUrl ?? '',
  }
}
