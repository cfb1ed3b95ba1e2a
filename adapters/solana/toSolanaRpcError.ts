import { isSolanaError, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR } from '@solana/kit'
import { BaseError } from '../../core/errors/BaseError.js'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import { ProviderRpcError } from '../../core/errors/walletErrors.js'
import { programLogMessage } from './programLogMessage.js'
import { InvalidSolanaRpcResponseError, SolanaTransactionError } from './solanaErrors.js'

// JSON-RPC 2.0 reserves -32768…-32000 for the server's own errors (Solana's -32002, -32005…).
const JSON_RPC_MIN = -32768
const JSON_RPC_MAX = -32000

/**
 * What a kit RPC call threw, as a walletport error with the original as `cause`: a failed
 * preflight (-32002) is SolanaTransactionError with the program log; an HTTP error status or
 * no answer at all is HttpRequestError; another JSON-RPC error keeps its code
 * (ProviderRpcError); anything else kit refused in the answer is InvalidSolanaRpcResponseError.
 * @example toSolanaRpcError(new TypeError('fetch failed'), { url, method: 'getBalance' }) // HttpRequestError
 */
export function toSolanaRpcError(error: unknown, call: { readonly url: string; readonly method: string }): BaseError {
  if (error instanceof BaseError) return error
  const url = redactQuery(call.url)
  if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) {
    const context = error.context as { readonly logs?: unknown }
    const logs = Array.isArray(context.logs) ? context.logs.filter((line): line is string => typeof line === 'string') : []
    const programMessage = programLogMessage(logs)
    return new SolanaTransactionError({ logs, ...(programMessage === undefined ? {} : { programMessage }), cause: error })
  }
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
    return new HttpRequestError({ url, method: 'POST', status: error.context.statusCode, cause: error, details: { rpcMethod: call.method } })
  }
  if (isSolanaError(error)) {
    const code = Number((error.context as { readonly __code?: unknown }).__code)
    if (Number.isInteger(code) && code >= JSON_RPC_MIN && code <= JSON_RPC_MAX) {
      return new ProviderRpcError(code, 'The Solana RPC node refused the request', { category: 'API_ERROR', cause: error, details: { rpcMethod: call.method } })
    }
    return new InvalidSolanaRpcResponseError({ method: call.method, cause: error })
  }
  // fetch itself failed (offline, refused, CORS): no answer arrived.
  return new HttpRequestError({ url, method: 'POST', cause: error, details: { rpcMethod: call.method } })
}

/** An RPC URL may carry an API key in its query; errors end up in logs and telemetry. */
function redactQuery(url: string): string {
  const index = url.indexOf('?')
  return index === -1 ? url : url.slice(0, index)
}
