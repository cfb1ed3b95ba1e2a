import { BaseError } from '../../core/errors/BaseError.js'

/** The JSON-RPC error codes the local Solana RPC answers with (those of the real RPC). */
export const RPC_ERROR_CODES = Object.freeze({
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  signatureVerificationFailure: -32003,
})

/** A JSON-RPC error answer: `shortMessage` is the `message` on the wire, `data` goes as is. */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message, { category: 'API_ERROR', details: { code } })
    this.code = code
    this.data = data
  }

  /** The `error` member of a JSON-RPC response. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.shortMessage } : { code: this.code, message: this.shortMessage, data: this.data }
  }
}
