import { MESSAGES } from '../errors/messages.js'
import { formatBalance } from '../format/formatBalance.js'
import type { ChainNamespace, Network } from '../network/Network.js'
import { updateAccount } from '../state/updateWalletState.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'

export const NATIVE_BALANCE_CACHE_MS = 30_000

/** A native balance in the smallest unit, as the adapter answered it. */
export interface NativeBalance {
  readonly value: bigint
  readonly decimals: number
  readonly symbol: string
}

/**
 * The native balance of `caipAddress` on `network`, through the cache shared with the
 * account's balance (NATIVE_BALANCE_CACHE_MS; `force` reads afresh). Throws what the adapter throws.
 * @example const { value, decimals } = await readNativeBalance(context, { namespace, address, caipAddress, network })
 */
export async function readNativeBalance(
  context: Pick<CoreContext, 'adapters' | 'cache'>,
  params: { readonly namespace: ChainNamespace; readonly address: string; readonly caipAddress: string; readonly network: Network; readonly force?: boolean },
): Promise<NativeBalance> {
  const key = `balance:${params.caipAddress}`
  const cached = params.force ? undefined : context.cache.get<NativeBalance>(key)
  if (cached) return cached
  const balance = await adapterFor(context, params.namespace).getBalance({ address: params.address, network: params.network })
  context.cache.set(key, balance, NATIVE_BALANCE_CACHE_MS)
  return balance
}

/**
 * Reads the connected account's native balance (cached NATIVE_BALANCE_CACHE_MS
 * per CAIP address) into `balance` (3 decimals) and `balanceSymbol`. `force`
 * skips the cache (after a transaction the user sent). A failed read is logged and
 * sets `balanceError` ('Token Balance Unavailable'), keeping the last known balance; the next
 * successful read (a retry: `refreshBalance()`) clears it. It never throws into the UI.
 */
export async function fetchBalance(
  context: CoreContext,
  params: { readonly namespace?: ChainNamespace; readonly force?: boolean } = {},
): Promise<void> {
  const state = context.state.getSnapshot()
  const namespace = params.namespace ?? state.activeNamespace
  const account = state.accounts[namespace]
  const network = state.networks[namespace]?.caipNetwork
  if (!account?.address || !account.caipAddress || !network || account.status !== 'connected') return
  const { address, caipAddress } = account
  let balance: NativeBalance
  try {
    balance = await readNativeBalance(context, { namespace, address, caipAddress, network, ...(params.force ? { force: true } : {}) })
  } catch (error) {
    context.logger.warn(`balance read failed for ${caipAddress}`, error)
    const unavailable = MESSAGES.TOKEN_BALANCE_UNAVAILABLE
    context.state.update((current) =>
      updateAccount(current, namespace, (previous) =>
        previous.caipAddress !== caipAddress || previous.balanceError === unavailable ? previous : { ...previous, balanceError: unavailable },
      ),
    )
    return
  }
  const formatted = formatBalance(balance.value, balance.decimals)
  const symbol = balance.symbol
  context.state.update((current) =>
    updateAccount(current, namespace, (previous) =>
      previous.caipAddress !== caipAddress || (previous.balance === formatted && previous.balanceSymbol === symbol && previous.balanceError === undefined)
        ? previous
        : { ...previous, balance: formatted, balanceSymbol: symbol, balanceError: undefined },
    ),
  )
}
