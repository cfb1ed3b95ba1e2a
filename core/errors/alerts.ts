/** How loud an alert is: errors block a feature, warnings only inform. */
export type AlertSeverity = 'error' | 'warning'

/** One entry of the alert catalogue, shown to the integrator (console and the modal's alert bar). */
export interface Alert<Code extends string = string> {
  readonly code: Code
  readonly title: string
  readonly description: string
  readonly severity: AlertSeverity
}

/**
 * The coded alerts: codes and titles are the fixed ones integrators know (APKT001…APKT010);
 * the descriptions are walletport's own.
 */
export const ALERTS = {
  APKT001: {
    code: 'APKT001',
    title: 'Network Not Found',
    description:
      'The active network is not one of the networks walletport was configured with. Add it to the networks option, or switch to a configured network.',
    severity: 'error',
  },
  APKT002: {
    code: 'APKT002',
    title: 'Invalid App Configuration',
    description:
      "This page's origin is not on the project's list of allowed domains. Add the origin to the project's allowed domains in the dashboard.",
    severity: 'error',
  },
  APKT003: {
    code: 'APKT003',
    title: 'Wallet Load Failed',
    description:
      'The embedded wallet for email and social login could not be loaded. Check the network connection and that the Content Security Policy allows frames from the secure site origin.',
    severity: 'error',
  },
  APKT004: {
    code: 'APKT004',
    title: 'Wallet Request Timeout',
    description: 'The embedded wallet did not answer in time. Try again; if it keeps happening, reload the page.',
    severity: 'error',
  },
  APKT005: {
    code: 'APKT005',
    title: 'Unverified Domain',
    description:
      "The embedded wallet could not verify this domain, so email and social login are off. Add the domain to the project's allowed domains in the dashboard.",
    severity: 'error',
  },
  APKT006: {
    code: 'APKT006',
    title: 'Session Expired',
    description: 'The wallet session has expired. Connect again to continue.',
    severity: 'error',
  },
  APKT007: {
    code: 'APKT007',
    title: 'Invalid Project ID',
    description: 'The projectId passed to walletport was not recognised. Copy the project ID from the dashboard and pass it as the projectId option.',
    severity: 'error',
  },
  APKT008: {
    code: 'APKT008',
    title: 'Project ID Missing',
    description: 'No projectId is configured. WalletConnect, email and social login need one: pass it as the projectId option.',
    severity: 'error',
  },
  APKT009: {
    code: 'APKT009',
    title: 'Server Error',
    description: 'The wallet service answered with a server error. walletport keeps working with the local configuration; try again later.',
    severity: 'error',
  },
  APKT010: {
    code: 'APKT010',
    title: 'Rate Limited',
    description: 'Too many requests were sent to the wallet service for this project. Wait a moment before trying again.',
    severity: 'error',
  },
} as const satisfies Readonly<Record<string, Alert>>

/** A code of the alert catalogue, e.g. `'APKT004'`. */
export type AlertCode = keyof typeof ALERTS

/** The warnings have no APKT code, so their name is their code. */
export const WARNINGS = {
  LOCAL_CONFIGURATION_IGNORED: {
    code: 'LOCAL_CONFIGURATION_IGNORED',
    title: 'Local configuration ignored',
    description:
      "Some options passed in code were overridden by the project's remote configuration. Change them in the dashboard, or turn the remote feature off there.",
    severity: 'warning',
  },
  INACTIVE_NAMESPACE_NOT_CONNECTED: {
    code: 'INACTIVE_NAMESPACE_NOT_CONNECTED',
    title: 'Inactive namespace not connected',
    description: 'The requested namespace has no connected account. Connect a wallet for that namespace first.',
    severity: 'warning',
  },
  INVALID_EMAIL: {
    code: 'INVALID_EMAIL',
    title: 'Invalid email',
    description: 'This is not a valid email address. Check it and try again.',
    severity: 'warning',
  },
} as const satisfies Readonly<Record<string, Alert>>

/** A code of the warning catalogue, e.g. `'INVALID_EMAIL'`. */
export type WarningCode = keyof typeof WARNINGS

/** The alert names walletport raises (IFRAME_LOAD_FAILED, …) and the APKT code each is shown under. */
export const ALERT_CODE_BY_NAME = {
  NETWORK_NOT_FOUND: 'APKT001',
  INVALID_APP_CONFIGURATION: 'APKT002',
  IFRAME_LOAD_FAILED: 'APKT003',
  IFRAME_REQUEST_TIMEOUT: 'APKT004',
  UNVERIFIED_DOMAIN: 'APKT005',
  SESSION_EXPIRED: 'APKT006',
  INVALID_PROJECT_ID: 'APKT007',
  PROJECT_ID_NOT_CONFIGURED: 'APKT008',
  SERVER_ERROR: 'APKT009',
  RATE_LIMITED: 'APKT010',
} as const satisfies Readonly<Record<string, AlertCode>>

/** An alert name, e.g. `'IFRAME_REQUEST_TIMEOUT'`. */
export type AlertName = keyof typeof ALERT_CODE_BY_NAME

/** The alert shown for an alert name: `alertFor('UNVERIFIED_DOMAIN').code === 'APKT005'`. */
export function alertFor<Name extends AlertName>(name: Name): (typeof ALERTS)[(typeof ALERT_CODE_BY_NAME)[Name]] {
  return ALERTS[ALERT_CODE_BY_NAME[name]]
}

/**
 * The alert for a failed call to the project's own services (config, origins):
 * 429 → Rate Limited, 5xx → Server Error, anything else → none.
 */
export function alertForHttpStatus(status: number): Alert<AlertCode> | undefined {
  if (status === 429) return ALERTS.APKT010
  if (status >= 500 && status <= 599) return ALERTS.APKT009
  return undefined
}
