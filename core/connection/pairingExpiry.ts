/** How long a WalletConnect pairing (QR / deep link) lives. Durations are milliseconds. */

export const PAIRING_EXPIRY_MS = 4 * 60_000

/** A pairing counts as expired when less than this remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
