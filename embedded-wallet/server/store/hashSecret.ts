import { createHash, createHmac } from 'node:crypto'

/**
 * The stored form of a high-entropy secret (token, handle, link): sha-256, base64url.
 * 256 random bits need no salt: a leaked table cannot be reversed.
 * @example hashSecret(sessionToken)
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

/**
 * The stored form of a 6-digit code: HMAC-sha256 under the server's pepper, bound to the address
 * and purpose. A million codes are quickly tried against a plain hash; without the pepper
 * (kept out of the database) a leaked table gives nothing.
 * @example hashOtp({ pepper, email, purpose: 'login', code: '042917' })
 */
export function hashOtp(parameters: { readonly pepper: Uint8Array; readonly email: string; readonly purpose: string; readonly code: string }): string {
  return createHmac('sha256', parameters.pepper).update(`${parameters.purpose}\n${parameters.email}\n${parameters.code}`).digest('base64url')
}
