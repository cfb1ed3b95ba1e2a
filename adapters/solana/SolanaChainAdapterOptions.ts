import type { Rpc, SolanaRpcApi } from '@solana/kit'
import type { Network } from '../../core/network/Network.js'
import type { Clock } from '../../ports/Clock.js'
import type { Logger } from '../../ports/Logger.js'
import type { StandardWalletRegistry } from './SolanaWalletDiscovery.js'

/** A kit Solana RPC (`createSolanaRpc(url)`, or `createSolanaRpcFromTransport(transport)`). */
export type SolanaRpc = Rpc<SolanaRpcApi>

/** An SPL token the app knows by name: the chain itself has no names, symbols or icons. */
export interface KnownSolanaToken {
  /** The mint's address (base58). */
  readonly mint: string
  readonly name: string
  readonly symbol: string
  readonly iconUrl?: string
}

/** How a SolanaChainAdapter reaches wallets and clusters. */
export interface SolanaChainAdapterOptions {
  /** The app's networks; others than solana are ignored. Each needs an RPC URL (or `createRpc`). */
  readonly networks: readonly Network[]
  /** The Wallet Standard registry (default: the page's, `getWallets()` of @wallet-standard/app, read on first use). */
  readonly wallets?: StandardWalletRegistry
  /** Timers of the confirmation polling (default: the system clock). */
  readonly clock?: Clock
  /** The RPC of a network (default: kit's `createSolanaRpc` on its first RPC URL). */
  readonly createRpc?: (network: Network) => SolanaRpc
  /** SPL tokens shown by name in balances (others are named by their shortened mint). */
  readonly tokens?: readonly KnownSolanaToken[]
  /** Where warnings about misbehaving wallets go (default: console at the 'error' level). */
  readonly logger?: Logger
}
