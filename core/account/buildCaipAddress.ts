import type { CaipAddress } from '../network/Network.js'
import { parseCaipAddress } from './parseCaipAddress.js'

/**
 * The CAIP-10 address format: `eip155:{chainId}:{address}` for EVM, otherwise
 * `{chainId}:{address}` where chainId is the full CAIP-2 id — both read
 * `{caipNetworkId}:{address}`. Returns undefined when either part is invalid
 * (unknown namespace, empty or colon-bearing address); never throws.
 * @example buildCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '9WzD…') // 'solana:5eykt4…:9WzD…'
 */
export function buildCaipAddress(caipNetworkId: string, address: string): CaipAddress | undefined {
  const parts = parseCaipAddress(`${caipNetworkId}:${address}`)
  // A colon inside either argument could still yield a valid-looking id; the parts must round-trip.
  if (!parts || parts.caipNetworkId !== caipNetworkId || parts.address !== address) return undefined
  return parts.caipAddress
}
