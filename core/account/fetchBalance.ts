import { formatBalance } from '../format/formatBalance.js'
import type { ChainNamespace } from '../network/Network.js'
import { updateAccount } from '../state/WalletState.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'

export const NATIVE_BALANCE_CACHE_MS = 30_000

interface CachedBalance {
  readonly value: bigint
  readonly decimals: number
  readonly symbol: string
}

/**
 * Reads the connected account's native balance (cached NATIVE_BALANCE_CACHE_MS
 * per CAIP address) into `balance` (3 decimals) and `balanceSymbol`. `force`
 * skips the cache (after a transaction the user sent). A failed read is logged
 * and leaves the balance unknown; it never throws into the UI.
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
  const key = `balance:${caipAddress}`
  let balance = params.force ? undefined : context.cache.get<CachedBalance>(key)
  if (!balance) {
    try {
      balance = await adapterFor(context, namespace).getBalance({ address, network })
      context.cache.set(key, balance, NATIVE_BALANCE_CACHE_MS)
    } catch (error) {
      context.logger.warn(`balance read failed for ${caipAddress}`, error)
      return
    }
  }
  const formatted = formatBalance(balance.value, balance.decimals)
  const symbol = balance.symbol
  context.state.update((current) =>
    updateAccount(current, namespace, (previous) =>
      previous.caipAddress !== caipAddress || (previous.balance === formatted && previous.balanceSymbol === symbol)
        ? previous
        : { ...previous, balance: formatted, balanceSymbol: symbol },
    ),
  )
}
