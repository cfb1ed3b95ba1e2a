import { BaseError as ViemBaseError, HttpRequestError as ViemHttpRequestError, TimeoutError as ViemTimeoutError } from 'viem'
import type { BaseError } from '../../core/errors/BaseError.js'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import { toWalletError } from '../../core/errors/providerErrors.js'

/**
 * Anything a wallet, a node or viem throws, as a walletport error with the original as
 * `cause`: an RPC endpoint that did not answer (HTTP failure, time-out) becomes
 * HttpRequestError; everything else goes through `toWalletError` (4001 → user rejected…).
 * @example toEvmError({ code: 4001 }) // UserRejectedRequestError
 */
export function toEvmError(error: unknown): BaseError {
  const transportFailure =
    error instanceof ViemBaseError
      ? error.walk((inner) => inner instanceof ViemHttpRequestError || inner instanceof ViemTimeoutError)
      : null
  if (transportFailure instanceof ViemHttpRequestError || transportFailure instanceof ViemTimeoutError) {
    const status = transportFailure instanceof ViemHttpRequestError ? transportFailure.status : undefined
    return new HttpRequestError({
      url: redactQuery(transportFailure.url),
      method: 'POST',
      ...(status === undefined ? {} : { status }),
      cause: error,
    })
  }
  return toWalletError(error)
}

/** The chain-node URL carries the projectId; errors end up in logs and telemetry. */
function redactQuery(url: string): string {
  const index = url.indexOf('?')
  return index === -1 ? url : url.slice(0, index)
}
