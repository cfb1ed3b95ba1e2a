import { BaseError, type BaseErrorParameters } from '../../../core/errors/BaseError.js'
import { MESSAGES } from '../../../core/errors/messages.js'

/**
 * A server answered 2xx with a body that does not have the documented shape. Nothing of it
 * is used: callers see this error instead of half-valid data.
 */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  readonly url: string

  constructor({ url, issues, ...parameters }: Omit<BaseErrorParameters, 'category'> & { readonly url: string; readonly issues: readonly string[] }) {
    super(MESSAGES.HTTP_REQUEST_FAILED, {
      ...parameters,
      category: 'API_ERROR',
      details: { url, issues, ...parameters.details },
      metaMessages: [`GET ${url} → unexpected response shape`, ...issues.slice(0, 5)],
    })
    this.url = url
  }
}
