import type { ProjectConfig } from '../../ports/ProjectConfig.js'
import { ALERTS, WARNINGS, type AlertCode } from '../errors/alerts.js'
import type { RemoteFeatures } from '../options/WalletportOptions.js'
import { alertForProjectError, worseAlert } from './alertForProjectError.js'
import { alertLogLine } from './raiseProjectAlert.js'
import { isOriginAllowed } from './isOriginAllowed.js'
import { mergeRemoteFeatures } from './mergeRemoteFeatures.js'
import type { RemoteConfigParameters, RemoteConfigState } from './RemoteConfig.js'

/**
 * `RemoteConfig.load`'s work, a lazy chunk loaded on the first open: asks the project's flags
 * and (with a page origin) its allowed origins, merges the flags over the local options, logs
 * every explicit local choice that lost (the local-configuration warning) and the alert raised
 * (APKT002 origin not allowed, APKT007/009/010 from the failure) unless it is among `raised`
 * (each alert is logged once), and returns the new state.
 */
export async function fetchRemoteConfig(parameters: RemoteConfigParameters, projectConfig: ProjectConfig, raised: ReadonlySet<AlertCode> = new Set()): Promise<RemoteConfigState> {
  const { options, explicitFeatures, origin, logger } = parameters
  const [features, origins] = await Promise.allSettled([projectConfig.getFeatures(), origin === undefined ? Promise.resolve(undefined) : projectConfig.getAllowedOrigins()])
  let alert: AlertCode | undefined
  let originAllowed: boolean | undefined
  if (origins.status === 'fulfilled' && origins.value !== undefined && origin !== undefined) {
    originAllowed = isOriginAllowed(origin, origins.value)
    if (!originAllowed) alert = ALERTS.APKT002.code
  } else if (origins.status === 'rejected') {
    alert = worseAlert(alert, alertForProjectError(origins.reason))
    logger.warn('walletport: the allowed origins could not be read', origins.reason)
  }
  let remote: RemoteFeatures | undefined
  if (features.status === 'fulfilled') remote = features.value
  else {
    alert = worseAlert(alert, alertForProjectError(features.reason))
    logger.warn('walletport: the project config could not be read; local options apply', features.reason)
  }
  const merged = mergeRemoteFeatures({ resolved: options, explicit: explicitFeatures, remote })
  if (merged.overridden.length > 0) {
    const { title, description } = WARNINGS.LOCAL_CONFIGURATION_IGNORED
    logger.warn(`walletport: ${title}. ${description}`, merged.overridden)
  }
  if (alert && !raised.has(alert)) logger.error(alertLogLine(alert))
  return {
    status: remote ? 'remote' : 'failed',
    features: merged.features,
    overridden: merged.overridden,
    alert,
    originAllowed,
  }
}
