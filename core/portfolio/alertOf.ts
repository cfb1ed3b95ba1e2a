import type { AlertCode } from '../errors/alerts.js'

/**
 * The alert an error carries (the HTTP adapter sets `alert` for project configuration faults).
 * Only the loaders (lazy) read it: beside AccountDataState, which the start needs, it would ship up front.
 * @example alertOf(error) // 'APKT007'
 */
export function alertOf(error: unknown): AlertCode | undefined {
  const alert = (error as { alert?: unknown } | null)?.alert
  return typeof alert === 'string' && /^APKT0\d\d$/.test(alert) ? (alert as AlertCode) : undefined
}
