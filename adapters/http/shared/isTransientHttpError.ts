import { isAbortError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'

/**
 * Whether a failed call is worth retrying: no response at all (offline, DNS, reset),
 * 429, or 5xx. Other 4xx, bad bodies and aborts are final.
 */
export function isTransientHttpError(error: unknown): boolean {
  if (isAbortError(error) || !(error instanceof HttpRequestError)) return false
  const { status } = error
  return status === undefined || status === 429 || (status >= 500 && status <= 599)
}

/** The Retry-After wait an HttpRequestError carries (see `toHttpRequestError`), in ms. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof HttpRequestError)) return undefined
  const value = error.details.retryAfterMs
  return typeof value === 'number' ? value : undefined
}
