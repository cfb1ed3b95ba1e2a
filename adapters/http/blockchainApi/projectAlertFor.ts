/** The two alerts an API answer can raise about the project itself. */
export type ProjectAlertCode = 'APKT007' | 'APKT002'

/**
 * The alert an error answer stands for when it is the project's configuration, not a
 * passing failure: 401, or a 400/403 that names the project id → APKT007 Invalid Project ID;
 * any other 403 (the page's origin is not on the project's allow list) → APKT002 Invalid App
 * Configuration; anything else → undefined (429/5xx are retried, see alertForHttpStatus).
 * @example projectAlertFor(403, { message: 'Origin not allowed' }) === 'APKT002'
 */
export function projectAlertFor(status: number, body: unknown): ProjectAlertCode | undefined {
  const namesProject = /project[\s_-]?id/i.test(bodyText(body))
  if (status === 401 || ((status === 400 || status === 403) && namesProject)) return 'APKT007'
  if (status === 403) return 'APKT002'
  return undefined
}

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body
  try {
    return JSON.stringify(body) ?? ''
  } catch {
    return ''
  }
}
