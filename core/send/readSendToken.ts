import type { Balance } from '../account/Balance.js'
import { parseCaipAddress } from '../account/parseCaipAddress.js'
import type { CaipNetworkId, ChainNamespace } from '../network/Network.js'
import { parseCaipNetworkId } from '../network/parseCaipNetworkId.js'
import { NATIVE_TOKEN_ADDRESS } from '../portfolio/nativeTokenAddress.js'
import { toSmallestUnit } from './toSmallestUnit.js'

/** What a send needs to know of a balance row. */
export interface SendToken {
  readonly namespace: ChainNamespace
  readonly caipNetworkId: CaipNetworkId
  readonly decimals: number
  /** The ERC-20 contract or SPL mint; undefined for the native token. */
  readonly contract: string | undefined
  /** The balance the row reports, in the smallest unit (extra digits cut off). */
  readonly balance: bigint
}

/**
 * Reads a balance row for a send: its namespace and network (from `chainId`), its decimals,
 * its contract or mint (the CAIP-10 `address`; absent, or the namespace's native-token
 * placeholder, means the native token) and its balance in the smallest unit. Undefined for a
 * row that does not say these (an unknown namespace, decimals that are not 0–255).
 * @example readSendToken({ chainId: 'eip155:1', quantity: { decimals: '18', numeric: '1.5' }, … })?.balance // 1500000000000000000n
 */
export function readSendToken(token: Balance): SendToken | undefined {
  const network = parseCaipNetworkId(token.chainId)
  const decimals = Number(token.quantity.decimals)
  if (!network || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
  const contract = token.address === undefined ? undefined : parseCaipAddress(token.address)?.address
  if (token.address !== undefined && contract === undefined) return undefined
  const native = NATIVE_TOKEN_ADDRESS[network.namespace as keyof typeof NATIVE_TOKEN_ADDRESS]
  const isNative = contract === undefined || contract.toLowerCase() === native?.toLowerCase()
  return {
    namespace: network.namespace,
    caipNetworkId: network.caipNetworkId,
    decimals,
    contract: isNative ? undefined : contract,
    balance: toSmallestUnit(token.quantity.numeric, decimals, { floor: true }) ?? 0n,
  }
}
