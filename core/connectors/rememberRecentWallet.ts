import { addRecentWallet } from './addRecentWallet.js'
import { recentWalletsSchema } from './recentWallets.js'
import type { RecentWallet } from './Wallet.js'
import { readJson } from '../state/readJson.js'
import { writeJson } from '../state/writeJson.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'
import type { CoreContext } from '../CoreContext.js'

/** Adds a wallet to the persisted recent list (2 kept) and to the instance's copy of it. */
export async function rememberRecentWallet(context: CoreContext, wallet: RecentWallet): Promise<readonly RecentWallet[]> {
  const stored = (await readJson(context.storage, STORAGE_KEYS.recentWallets, recentWalletsSchema, context.logger)) ?? []
  const next = addRecentWallet(stored, wallet)
  await writeJson(context.storage, STORAGE_KEYS.recentWallets, next, context.logger)
  context.recent.set(next)
  return next
}
