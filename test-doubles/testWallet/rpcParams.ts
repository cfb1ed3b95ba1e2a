import { hexToBigInt, hexToNumber, type Hex } from 'viem'
import { invalidParams } from './ProviderRpcError.js'

/** Whether `value` is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The first `count` positional params (EIP-1474 params are an array). */
export function positional(params: unknown, count: number): unknown[] {
  if (!Array.isArray(params) || params.length < count) throw invalidParams(`expected an array of ${count} parameter(s)`)
  return params
}

/** A chain id as wallets write it: `0x`-prefixed hex. */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}

/** A chain id as EIP-3085/3326 want it: a hex string without leading zeros, at most MAX_SAFE_INTEGER. */
export function chainIdParameter(value: unknown, method: string): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value) || hexToBigInt(value as Hex) > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw invalidParams(`${method}: chainId must be a hex string without leading zeros (got ${JSON.stringify(value)})`)
  }
  return hexToNumber(value as Hex)
}
