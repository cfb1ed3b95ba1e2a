import { isAbortError } from '../errors/AbortedError.js'
import { ALERTS, alertForHttpStatus, type AlertCode } from '../errors/alerts.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'

/**
 * The catalogue alert for a failed project-config call: 401/403 → Invalid Project ID
 * (APKT007), 429 → Rate Limited (APKT010), 5xx → Server Error (APKT009). An abort, an
 * offline page or a bad body raise none (the modal carries on with local options).
 */
export function alertForProjectError(error: unknown): AlertCode | undefined {
  if (isAbortError(error) || !(error instanceof HttpRequestError) || error.status === undefined) return undefined
  if (error.status === 401 || error.status === 403) return ALERTS.APKT007.code
  return alertForHttpStatus(error.status)?.code
}

/** The more important of two alerts: a configuration error outranks a busy or failing service. */
export function worseAlert(a: AlertCode | undefined, b: AlertCode | undefined): AlertCode | undefined {
  const rank = (code: AlertCode | undefined) => (code === undefined ? 0 : code === 'APKT009' ? 1 : code === 'APKT010' ? 2 : 3)
  return rank(b) > rank(a) ? b : a
}
