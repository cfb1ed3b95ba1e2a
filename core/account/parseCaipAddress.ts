import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../network/Network.js'
import { parseCaipNetworkId } from '../network/parseCaipNetworkId.js'

/** The three parts of a CAIP-10 account id. */
export interface CaipAddressParts {
  readonly namespace: ChainNamespace
  readonly reference: string
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
  readonly caipAddress: CaipAddress
}

// CAIP-10 account_address grammar; it also rules out whitespace and colons.
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Splits `namespace:reference:address` (three non-empty parts, known
 * namespace). Parts must follow the CAIP-2/CAIP-10 grammars; the address is not
 * checked against its chain's format (use isEvmAddress / isSolanaAddress).
 * @example parseCaipAddress('eip155:1:0xab…')?.address // '0xab…'
 */
export function parseCaipAddress(value: unknown): CaipAddressParts | undefined {
  if (typeof value !== 'string') return undefined
  const lastColon = value.lastIndexOf(':')
  if (lastColon < 0) return undefined
  const network = parseCaipNetworkId(value.slice(0, lastColon))
  const address = value.slice(lastColon + 1)
  if (!network || !ACCOUNT_ADDRESS.test(address)) return undefined
  return { ...network, address, caipAddress: `${network.caipNetworkId}:${address}` }
}
