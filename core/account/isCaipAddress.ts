import type { CaipAddress } from '../network/Network.js'
import { parseCaipAddress } from './parseCaipAddress.js'

/**
 * A CAIP-10 address: three non-empty colon-separated parts with a known namespace.
 * @example isCaipAddress('eip155:1:0x52908400098527886e0f7030069857d2e4169ee7') // true
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return parseCaipAddress(value) !== undefined
}
