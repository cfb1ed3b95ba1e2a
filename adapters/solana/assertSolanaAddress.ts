import { InvalidParamsRpcError } from '../../core/errors/walletErrors.js'
import { decodeBase58 } from './base58.js'

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Throws InvalidParamsRpcError unless `value` is a Solana address: base58 of 32 bytes.
 * @example assertSolanaAddress(request.to, 'to')
 */
export function assertSolanaAddress(value: unknown, field: string): asserts value is string {
  if (typeof value === 'string' && BASE58_ADDRESS.test(value) && decodeBase58(value)?.length === 32) return
  throw new InvalidParamsRpcError({ details: { [field]: typeof value === 'string' ? value : typeof value } })
}
