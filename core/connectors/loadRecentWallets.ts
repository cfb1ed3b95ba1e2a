import type { Logger } from '../../ports/Logger.js'
import type { Storage } from '../../ports/Storage.js'
import { readJson } from '../state/readJson.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'
import type { Store } from '../state/Store.js'
import { recentWalletsSchema } from './recentWallets.js'
import type { RecentWallet } from './Wallet.js'

/** Reads the stored recent wallets into `recent` (none when absent or unreadable). */
export async function loadRecentWallets(storage: Storage, logger: Logger, recent: Store<readonly RecentWallet[]>): Promise<void> {
  recent.set((await readJson(storage, STORAGE_KEYS.recentWallets, recentWalletsSchema, logger)) ?? [])
}
