import type { WalletDirectory } from '../../ports/WalletDirectory.js'
import { WALLET_LISTING } from './walletListing.js'
import type { Wallet } from '../connectors/Wallet.js'
import { directoryChainsOf } from './directoryChainsOf.js'
import type { DirectoryWalletsOptions } from './DirectoryWallets.js'

/**
 * `DirectoryWallets.load`'s queries (lazy, in the use cases' chunk): the featured ids (when
 * any) and the directory's top 4 for the app's mainnets, honouring include / exclude, with
 * the featured ones left out of the recommended. Rejects when a query fails.
 */
export async function fetchDirectoryWallets(
  directory: WalletDirectory,
  options: DirectoryWalletsOptions,
): Promise<{ readonly featured: readonly Wallet[]; readonly recommended: readonly Wallet[] }> {
  const featuredIds = options.featuredWalletIds ?? []
  const include = options.includeWalletIds ?? []
  const exclude = [...(options.excludeWalletIds ?? []), ...featuredIds]
  const chains = directoryChainsOf(options.networks ?? [])
  const [featured, recommended] = await Promise.all([
    featuredIds.length > 0 ? directory.getWallets({ page: 1, entries: Math.min(featuredIds.length, WALLET_LISTING.perSearch), include: featuredIds }) : undefined,
    directory.getWallets({
      page: 1,
      entries: WALLET_LISTING.recommended,
      ...(chains ? { chains } : {}),
      ...(include.length > 0 ? { include } : {}),
      ...(exclude.length > 0 ? { exclude } : {}),
    }),
  ])
  return { featured: featured?.data ?? [], recommended: recommended.data }
}
