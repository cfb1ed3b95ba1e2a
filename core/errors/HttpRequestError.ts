import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { MESSAGES } from './messages.js'

/** What was requested and, if a response came, its status. */
export interface HttpRequestErrorParameters extends Omit<BaseErrorParameters, 'category'> {
  readonly url: string
  readonly method: string
  /** The HTTP status, absent when no response arrived (offline, DNS, CORS, abort). */
  readonly status?: number
}

/**
 * An HTTP call failed: `API_ERROR` when the server answered with an error status,
 * `NETWORK_ERROR` when no response arrived at all.
 */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly url: string
  readonly method: string
  readonly status: number | undefined

  constructor({ url, method, status, ...parameters }: HttpRequestErrorParameters) {
    super(MESSAGES.HTTP_REQUEST_FAILED, {
      ...parameters,
      category: status === undefined ? 'NETWORK_ERROR' : 'API_ERROR',
      details: { url, method, status, ...parameters.details },
      metaMessages: [`${method} ${url}${status === undefined ? '' : ` → ${status}`}`, ...(parameters.metaMessages ?? [])],
    })
    this.url = url
    this.method = method
    this.status = status
  }
}
