import type { CaipNetworkId } from './Network.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/**
 * A CAIP-2 id of two non-empty parts with a known namespace.
 * @example isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // true
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return parseCaipNetworkId(value) !== undefined
}
