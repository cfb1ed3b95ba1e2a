/** How long an emailed code stays valid. */
export const OTP_TTL_MS = 10 * 60_000
/** Wrong tries before a code is locked (a new code unlocks). */
export const OTP_MAX_ATTEMPTS = 5
/** How long an emailed device link can be clicked, and an approval then used to log in. */
export const DEVICE_LINK_TTL_MS = 10 * 60_000
/** How long a session token authenticates. */
export const SESSION_TTL_MS = 24 * 60 * 60_000
/** How long a session handle can resume a session (single use; each resume hands out a new one). */
export const SESSION_HANDLE_TTL_MS = 30 * 24 * 60 * 60_000
/** The longest a result handle lives. */
export const RESULT_HANDLE_MAX_TTL_MS = 60_000
/** How long POST /v1/device/wait holds a request before answering `{ approved: false }`. */
export const DEVICE_WAIT_MS = 25_000
/** Bigger request bodies are refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024
