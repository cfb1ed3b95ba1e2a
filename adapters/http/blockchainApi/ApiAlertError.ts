import { HttpRequestError, type HttpRequestErrorParameters } from '../../../core/errors/HttpRequestError.js'
import type { FailedResponse } from '../shared/HttpClient.js'
import { projectAlertFor, type ProjectAlertCode } from './projectAlertFor.js'

/**
 * An HTTP failure caused by the project's configuration, not by the visitor: `alert` is the
 * alert to show (APKT007 Invalid Project ID, APKT002 Invalid App Configuration).
 */
export class ApiAlertError extends HttpRequestError {
  override name = 'ApiAlertError'
  readonly alert: ProjectAlertCode

  constructor(parameters: HttpRequestErrorParameters & { readonly alert: ProjectAlertCode }) {
    const { alert, ...rest } = parameters
    super({ ...rest, details: { ...rest.details, alert } })
    this.alert = alert
  }
}

/** The HttpClient `errorFor` of the Blockchain API: an ApiAlertError when the answer is a project alert. */
export function apiAlertErrorFor({ url, method, status, body, details }: FailedResponse): ApiAlertError | undefined {
  const alert = projectAlertFor(status, body)
  return alert ? new ApiAlertError({ url, method, status, alert, details }) : undefined
}
