import { FetchError } from 'ofetch'
import { AbortedError, isAbortError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { parseRetryAfter } from './parseRetryAfter.js'

/**
 * An ofetch failure as a core error: an abort stays an abort, a response keeps its status and
 * any Retry-After (as `details.retryAfterMs`), anything else is a network error.
 */
export function toHttpRequestError(error: unknown, request: { readonly url: string; readonly method: string; readonly nowMs: number }): Error {
  if (isAbortError(error)) return new AbortedError({ cause: error })
  const response = error instanceof FetchError ? error.response : undefined
  const retryAfterMs = parseRetryAfter(response?.headers.get('retry-after'), request.nowMs)
  return new HttpRequestError({
    url: request.url,
    method: request.method,
    status: response?.status,
    cause: error,
    ...(retryAfterMs === undefined ? {} : { details: { retryAfterMs } }),
  })
}
