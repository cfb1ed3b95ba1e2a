import { BaseError } from '../../../core/errors/BaseError.js'
import { MESSAGES } from '../../../core/errors/messages.js'

/**
 * The server answered 2xx with a body that is not the documented shape. Nothing of it is
 * used (no half-applied state); `details.issues` lists the first problems found.
 */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  readonly url: string

  constructor(parameters: { readonly url: string; readonly method: string; readonly issues: readonly string[] }) {
    super(MESSAGES.HTTP_REQUEST_FAILED, {
      category: 'API_ERROR',
      details: { url: parameters.url, method: parameters.method, issues: parameters.issues },
      metaMessages: [`${parameters.method} ${parameters.url}: invalid response body`, ...parameters.issues.slice(0, 5)],
    })
    this.url = parameters.url
  }
}
