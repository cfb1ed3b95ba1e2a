import type { RecentWallet } from './Wallet.js'

export const RECENT_WALLETS_KEPT = 2

/**
 * Puts `wallet` first, de-duplicated by id (and rdns), keeping RECENT_WALLETS_KEPT (2).
 * @example addRecentWallet([{ id: 'a' }], { id: 'b' }) // [{ id: 'b' }, { id: 'a' }]
 */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): readonly RecentWallet[] {
  const others = list.filter(
    (entry) => entry.id !== wallet.id && (wallet.rdns === undefined || entry.rdns !== wallet.rdns),
  )
  return [wallet, ...others].slice(0, RECENT_WALLETS_KEPT)
}
