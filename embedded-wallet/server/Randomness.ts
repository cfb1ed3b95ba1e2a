import { randomBytes } from 'node:crypto'

/** Where the backend's random bytes come from; tests can pass a seeded source. */
export interface Randomness {
  bytes(length: number): Uint8Array
}

/** The system's cryptographic randomness. */
export const cryptoRandomness: Randomness = { bytes: (length) => randomBytes(length) }

/**
 * An opaque secret: 32 random bytes, base64url (session tokens, handles, link tokens).
 * @example randomToken(cryptoRandomness) // 'q3F…' (43 characters)
 */
export function randomToken(random: Randomness): string {
  return Buffer.from(random.bytes(32)).toString('base64url')
}

// The largest multiple of 10^6 below 2^32: values above it would make low codes likelier.
const UNBIASED_LIMIT = Math.floor(2 ** 32 / 1e6) * 1e6

/**
 * A 6-digit code, uniform over 000000–999999 (leading zeros kept).
 * @example randomOtp(cryptoRandomness) // '042917'
 */
export function randomOtp(random: Randomness): string {
  for (;;) {
    const value = Buffer.from(random.bytes(4)).readUInt32BE(0)
    if (value < UNBIASED_LIMIT) return String(value % 1e6).padStart(6, '0')
  }
}
