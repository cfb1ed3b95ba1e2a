import { BaseError, type BaseErrorParameters } from '../../../core/errors/BaseError.js'
import { MESSAGES } from '../../../core/errors/messages.js'

/** What was asked, and the first problems found in the answer's body. */
export interface InvalidResponseErrorParameters extends Omit<BaseErrorParameters, 'category'> {
  readonly url: string
  /** The request's method (default GET). */
  readonly method?: string
  readonly issues: readonly string[]
}

/**
 * A server answered 2xx with a body that does not have the documented shape. Nothing of it
 * is used (no half-applied state): callers see this error instead of half-valid data;
 * `details.issues` lists the first problems found.
 */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  readonly url: string

  constructor({ url, method = 'GET', issues, ...parameters }: InvalidResponseErrorParameters) {
    super(MESSAGES.HTTP_REQUEST_FAILED, {
      ...parameters,
      category: 'API_ERROR',
      details: { url, method, issues, ...parameters.details },
      metaMessages: [`${method} ${url}: invalid response body`, ...issues.slice(0, 5)],
    })
    this.url = url
  }
}
