import * as z from 'zod/mini'
import { MESSAGES } from '../errors/messages.js'
import { formatBalance } from '../format/formatBalance.js'
import type { ChainNamespace, Network } from '../network/Network.js'
import { updateAccount } from '../state/updateWalletState.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'
import { PersistentCache } from '../state/PersistentCache.js'

export const NATIVE_BALANCE_CACHE_MS = 30_000

/** Where the cached native balances are stored, one key per CAIP address (so per address and network). */
export const NATIVE_BALANCE_STORAGE_PREFIX = 'nativeBalance:'

/** A stored native balance: JSON has no bigint, so the value is kept as its decimal digits. */
const storedBalanceSchema = z.object({ value: z.string().check(z.regex(/^\d{1,100}$/)), decimals: z.number().check(z.int(), z.gte(0), z.lte(255)), symbol: z.string().check(z.maxLength(64)) })

/** A native balance in the smallest unit, as the adapter answered it. */
export interface NativeBalance {
  readonly value: bigint
  readonly decimals: number
  readonly symbol: string
}

/**
 * The native balance of `caipAddress` on `network`, through the cache shared with the
 * account's balance (NATIVE_BALANCE_CACHE_MS; `force` reads afresh). The cache is kept in the
 * Storage port, so a reload within its 30 s shows the balance without asking the chain; a
 * corrupt or expired entry is removed and read afresh. Throws what the adapter throws.
 * @example const { value, decimals } = await readNativeBalance(context, { namespace, address, caipAddress, network })
 */
export async function readNativeBalance(
  context: Pick<CoreContext, 'adapters' | 'storage' | 'clock'>,
  params: { readonly namespace: ChainNamespace; readonly address: string; readonly caipAddress: string; readonly network: Network; readonly force?: boolean },
): Promise<NativeBalance> {
  const cache = nativeBalanceCache(context)
  const cached = params.force ? undefined : await cache.get(params.caipAddress, storedBalanceSchema)
  if (cached) return { value: BigInt(cached.value), decimals: cached.decimals, symbol: cached.symbol }
  const balance = await adapterFor(context, params.namespace).getBalance({ address: params.address, network: params.network })
  await cache.set(params.caipAddress, { value: balance.value.toString(), decimals: balance.decimals, symbol: balance.symbol }, NATIVE_BALANCE_CACHE_MS)
  return balance
}

/**
 * Forgets the cached native balance of `caipAddress` (a disconnect: the next visitor of this
 * device must not see it). Storage failures are ignored, as every cache write's.
 */
export function forgetNativeBalance(context: Pick<CoreContext, 'storage' | 'clock'>, caipAddress: string): Promise<void> {
  return nativeBalanceCache(context).delete(caipAddress)
}

function nativeBalanceCache(context: Pick<CoreContext, 'storage' | 'clock'>): PersistentCache {
  return new PersistentCache({ storage: context.storage, clock: context.clock, prefix: NATIVE_BALANCE_STORAGE_PREFIX })
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
