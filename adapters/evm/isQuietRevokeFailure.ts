import type { BaseError } from '../../core/errors/BaseError.js'
import {
  ChainDisconnectedError,
  MethodNotFoundRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '../../core/errors/walletErrors.js'

// Unsupported (4200, -32601), already revoked (4100), or a wallet that is gone (4900, 4901):
// in each case there is nothing left to revoke.
const QUIET_CODES: ReadonlySet<number> = new Set([
  UnsupportedProviderMethodError.code,
  MethodNotFoundRpcError.code,
  UnauthorizedProviderError.code,
  ProviderDisconnectedError.code,
  ChainDisconnectedError.code,
])
const UNSUPPORTED_TEXT = /not supported|unsupported|not implemented|does not exist|unknown method/i

/**
 * True when a failed `wallet_revokePermissions` only means the wallet cannot revoke
 * (so disconnect goes on quietly), false for a real failure (e.g. the person refused).
 * @example isQuietRevokeFailure(toWalletError({ code: 4200 })) // true
 */
export function isQuietRevokeFailure(error: BaseError): boolean {
  if (error instanceof ProviderRpcError) return QUIET_CODES.has(error.code)
  return layers(error).some((message) => UNSUPPORTED_TEXT.test(message))
}

/** The messages of the error and its causes (a codeless "method not supported" from some wallets). */
function layers(error: unknown): string[] {
  const messages: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { message, cause } = current as { message?: unknown; cause?: unknown }
    if (typeof message === 'string') messages.push(message)
    current = cause
  }
  return messages
}
