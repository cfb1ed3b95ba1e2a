import { MESSAGES } from '../errors/messages.js'
import type { CoreContext } from '../CoreContext.js'
import type { Store } from '../state/Store.js'
import type { AccountDataState, TokensState } from './AccountDataState.js'
import { alertOf } from './AccountDataState.js'
import { accountTarget } from '../account/accountTarget.js'

/** Balances and send support eip155 and solana only. */
const TOKEN_NAMESPACES = new Set(['eip155', 'solana'])

/**
 * Loads the Tokens tab: the connected account's balances on the active chain (one API call,
 * cached 30 s by the adapter; `force` asks the API to refresh). An unsupported namespace, a
 * network the app or the API does not support (`/v1/supported-chains`), no API, or a failed
 * fetch → 'unavailable' with 'Token Balance Unavailable'.
 * Never throws; a result for an account the visitor has since left is dropped.
 */
export async function loadTokenBalances(
  context: Pick<CoreContext, 'state' | 'blockchainApi' | 'clock' | 'logger'>,
  store: Store<AccountDataState>,
  params: { readonly force?: boolean; readonly signal?: AbortSignal } = {},
): Promise<void> {
  const target = accountTarget(context.state.getSnapshot())
  if (!target?.address) return
  const { key, address } = target
  const set = (tokens: TokensState) => store.update((current) => ({ ...current, tokens }))
  const unavailable = (alert?: ReturnType<typeof alertOf>) =>
    set({ key, status: 'unavailable', balances: [], error: MESSAGES.TOKEN_BALANCE_UNAVAILABLE, alert })
  const api = context.blockchainApi
  if (!api || !TOKEN_NAMESPACES.has(target.namespace) || !target.supported) return unavailable()
  const previous = store.getSnapshot().tokens
  set({ ...(previous.key === key ? previous : { balances: [] }), key, status: 'loading', error: undefined, alert: undefined })
  try {
    // A network the API does not serve is unsupported ('Token Balance Unavailable'): no balance request is made.
    const supported = await api.getSupportedChains(params.signal ? { signal: params.signal } : {})
    if (!supported.http.includes(target.network.caipNetworkId)) {
      if (accountTarget(context.state.getSnapshot())?.key === key) unavailable()
      return
    }
    const balances = await api.getBalances({
      address,
      caipNetworkId: target.network.caipNetworkId,
      ...(params.force ? { forceUpdate: String(context.clock.now()) } : {}),
      ...(params.signal ? { signal: params.signal } : {}),
    })
    if (accountTarget(context.state.getSnapshot())?.key !== key) return
    set({ key, status: 'ready', balances, error: undefined, alert: undefined })
  } catch (error) {
    context.logger.warn(`token balances failed for ${key}`, error)
    if (accountTarget(context.state.getSnapshot())?.key !== key) return
    unavailable(alertOf(error))
  }
}
