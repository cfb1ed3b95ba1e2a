import { DEFAULT_BLOCKCHAIN_API_URL } from '../../core/options/serviceDefaults.js'
import type { Network } from '../../core/network/Network.js'
import { MissingRpcUrlError } from './MissingRpcUrlError.js'

export const RPC_TIMEOUT_MS = 10_000

export const RPC_BATCH_SIZE = 1_000

export const FALLBACK_POLL_INTERVAL_MS = 4_000

export const FALLBACK_SAMPLE_COUNT = 10

export const FALLBACK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const

/** How one HTTP JSON-RPC endpoint is called (batches of 1000, 10 000 ms time-out). */
export interface HttpTransportPlan {
  readonly kind: 'http'
  readonly url: string
  readonly batchSize: number
  readonly timeoutMs: number
}

/** Several endpoints, ranked by viem's `fallback` (every 4000 ms over 10 samples, stability 0.7 / latency 0.3). */
export interface FallbackTransportPlan {
  readonly kind: 'fallback'
  readonly transports: readonly HttpTransportPlan[]
  readonly rank: {
    readonly intervalMs: number
    readonly sampleCount: number
    readonly weights: { readonly stability: number; readonly latency: number }
  }
}

/** The transport a network's public client uses, as data (so the choice is testable). */
export type EvmTransportPlan = HttpTransportPlan | FallbackTransportPlan

/** Where the chain node is and as whom it is called, for networks without an RPC URL. */
export interface ChainNodeOptions {
  /** Base of the chain-node URL (default `${DEFAULT_BLOCKCHAIN_API_URL}/v1`). */
  readonly chainNodeUrl?: string | undefined
  readonly projectId?: string | undefined
}

/**
 * The chain-node URL for a network, `{base}?chainId=eip155:{id}&projectId={projectId}`.
 * @example buildChainNodeUrl({ id: 1 }, { projectId: 'abc' }) // 'https://rpc.walletconnect.org/v1?chainId=eip155:1&projectId=abc'
 */
export function buildChainNodeUrl(network: Pick<Network, 'id'>, options: ChainNodeOptions): string | undefined {
  if (!options.projectId) return undefined
  const base = options.chainNodeUrl ?? `${DEFAULT_BLOCKCHAIN_API_URL}/v1`
  const separator = base.includes('?') ? '&' : '?'
  return `${base}${separator}chainId=eip155:${encodeURIComponent(String(network.id))}&projectId=${encodeURIComponent(options.projectId)}`
}

/**
 * The transport for a network's public client: its one RPC URL over batched http,
 * several through a ranked fallback, none through the chain node (needs a projectId).
 * @example planEvmTransport(mainnet, {}) // { kind: 'http', url: 'https://eth.merkle.io', batchSize: 1000, timeoutMs: 10000 }
 */
export function planEvmTransport(network: Network, options: ChainNodeOptions = {}): EvmTransportPlan {
  const urls = [...new Set(network.rpcUrls.default.http)]
  const [only] = urls
  if (urls.length > 1) {
    return {
      kind: 'fallback',
      transports: urls.map(httpPlan),
      rank: {
        intervalMs: FALLBACK_POLL_INTERVAL_MS,
        sampleCount: FALLBACK_SAMPLE_COUNT,
        weights: { stability: FALLBACK_WEIGHTS.stability, latency: FALLBACK_WEIGHTS.latency },
      },
    }
  }
  if (only !== undefined) return httpPlan(only)
  const chainNode = buildChainNodeUrl(network, options)
  if (!chainNode) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  return httpPlan(chainNode)
}

function httpPlan(url: string): HttpTransportPlan {
  return { kind: 'http', url, batchSize: RPC_BATCH_SIZE, timeoutMs: RPC_TIMEOUT_MS }
}
