import type { CaipNetworkId } from '../../core/network/Network.js'

/** The short chain ids Wallet Standard wallets advertise and expect. */
export const WALLET_STANDARD_SOLANA_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
/** One of WALLET_STANDARD_SOLANA_CHAINS. */
export type WalletStandardSolanaChain = (typeof WALLET_STANDARD_SOLANA_CHAINS)[number]

/** A CAIP-2 reference for solana: the first 32 base58 characters of the cluster's genesis hash. */
const GENESIS_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The public clusters' CAIP-2 ids, by their short id. */
const PUBLIC_CLUSTERS: Readonly<Record<Exclude<WalletStandardSolanaChain, 'solana:localnet'>, CaipNetworkId>> = {
  'solana:mainnet': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}

/** Older CAIP-2 ids some wallets still advertise, and the cluster they mean. */
const LEGACY_ALIASES: Readonly<Record<string, CaipNetworkId>> = {
  'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': PUBLIC_CLUSTERS['solana:mainnet'],
  'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': PUBLIC_CLUSTERS['solana:devnet'],
}

/** Where the local cluster is: its genesis hash, read from the configured RPC (`getGenesisHash`). */
export interface SolanaClusterContext {
  readonly localnetGenesisHash?: string
}

/**
 * The CAIP-2 id of a genesis hash: `solana:` and its first 32 base58 characters.
 * @example caipNetworkIdOfGenesis('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function caipNetworkIdOfGenesis(genesisHash: string): CaipNetworkId | undefined {
  return BASE58.test(genesisHash) ? `solana:${genesisHash.slice(0, 32)}` : undefined
}

/**
 * A chain id as a wallet advertises it — the short form, a CAIP-2 id or a legacy alias — as the
 * CAIP-2 id walletport uses; localnet needs the local genesis hash. Undefined when unknown.
 * @example toSolanaCaipNetworkId('solana:devnet') // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function toSolanaCaipNetworkId(chain: string, cluster: SolanaClusterContext = {}): CaipNetworkId | undefined {
  if (chain === 'solana:localnet') return cluster.localnetGenesisHash === undefined ? undefined : caipNetworkIdOfGenesis(cluster.localnetGenesisHash)
  if (chain in PUBLIC_CLUSTERS) return PUBLIC_CLUSTERS[chain as keyof typeof PUBLIC_CLUSTERS]
  const alias = LEGACY_ALIASES[chain]
  if (alias) return alias
  const [namespace, reference, ...rest] = chain.split(':')
  return namespace === 'solana' && rest.length === 0 && reference !== undefined && GENESIS_REFERENCE.test(reference) ? `solana:${reference}` : undefined
}

/**
 * The short id a Wallet Standard wallet expects for a CAIP-2 id (legacy aliases included);
 * the local genesis maps to `solana:localnet`. Undefined for any other chain.
 * @example toWalletStandardChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana:mainnet'
 */
export function toWalletStandardChain(caipNetworkId: string, cluster: SolanaClusterContext = {}): WalletStandardSolanaChain | undefined {
  const canonical = LEGACY_ALIASES[caipNetworkId] ?? caipNetworkId
  for (const [short, id] of Object.entries(PUBLIC_CLUSTERS)) if (id === canonical) return short as WalletStandardSolanaChain
  const local = cluster.localnetGenesisHash === undefined ? undefined : caipNetworkIdOfGenesis(cluster.localnetGenesisHash)
  return local !== undefined && local === canonical ? 'solana:localnet' : undefined
}

/**
 * Whether a wallet that advertises `chains` (in either form) can serve the CAIP-2 id.
 * @example walletServesChain(['solana:mainnet'], 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ') // true
 */
export function walletServesChain(chains: readonly string[], caipNetworkId: string, cluster: SolanaClusterContext = {}): boolean {
  const wanted = toSolanaCaipNetworkId(caipNetworkId, cluster)
  return wanted !== undefined && chains.some((chain) => toSolanaCaipNetworkId(chain, cluster) === wanted)
}
