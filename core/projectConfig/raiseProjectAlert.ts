import { ALERTS, type AlertCode } from '../errors/alerts.js'
import { alertOf } from '../portfolio/alertOf.js'
import type { CoreContext } from '../CoreContext.js'

/**
 * Raises the project alert a failed call outside the modal carries (the identity sync at
 * connect refused with 401 → APKT007 Invalid Project ID) on the instance's alert stream, the
 * one the project config's own alerts take (`getRemoteConfig().alert`: the modal's alert bar
 * shows it when it opens), and logs it as those are: once per code. Any other error: nothing.
 * @example catch (error) { raiseProjectAlert(context, error) }
 */
export function raiseProjectAlert(context: Pick<CoreContext, 'raiseAlert' | 'logger'>, error: unknown): void {
  const alert = alertOf(error)
  if (alert && alert in ALERTS && context.raiseAlert?.(alert)) context.logger.error(alertLogLine(alert))
}

/** The console line of an alert: `walletport: Invalid Project ID. The projectId passed …`. */
export function alertLogLine(alert: AlertCode): string {
  return `walletport: ${ALERTS[alert].title}. ${ALERTS[alert].description}`
}
