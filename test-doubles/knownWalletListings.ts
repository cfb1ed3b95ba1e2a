import { KNOWN_WALLETS } from '../core/connectors/knownWallets.js'
import type { Wallet } from '../core/connectors/Wallet.js'

/**
 * Directory entries for the known wallets (their real directory ids, `image-<explorer id
 * prefix>` image ids), to seed an InMemoryWalletDirectory with.
 * @example new InMemoryWalletDirectory(KNOWN_WALLET_LISTINGS)
 */
export const KNOWN_WALLET_LISTINGS: readonly Wallet[] = KNOWN_WALLETS.map((known) => ({
  id: known.explorerId,
  name: known.name,
  image_id: `image-${known.explorerId.slice(0, 8)}`,
  ...(known.rdns?.[0] ? { rdns: known.rdns[0] } : {}),
}))
