/** The embedded wallet frame's origin and timers, for the embedded wallet (not implemented yet). Durations are milliseconds. */

export const FRAME_LOAD_TIMEOUT_MS = 20_000

/** Request timeout for connect email, device, otp, social and social redirect. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

export const FRAME_READY_DELAY_MS = 500

export const UNKNOWN_RPC_MESSAGE_DELAY_MS = 300

export const HEARTBEAT_INTERVAL_MS = 5_000

export const DEFAULT_SECURE_SITE_ORIGIN = 'https://secure.walletconnect.org'
