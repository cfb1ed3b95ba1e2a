import { maxLength, object, regex, string } from 'zod/mini'

/** An address as typed; normalizeEmail checks it (so a bad one is `invalid_email`, not `invalid_request`). */
export const emailField = string().check(maxLength(320))
/** The frame's id for this browser (random, kept in its storage). */
export const deviceIdField = string().check(regex(/^[\w.:-]{1,128}$/, 'deviceId: 1 to 128 letters, digits, . _ : -'))
export const otpField = string().check(regex(/^\d{6}$/, 'otp: 6 digits'))

export const emailStartBody = object({ email: emailField, deviceId: deviceIdField })
export const emailVerifyBody = object({ email: emailField, otp: otpField, deviceId: deviceIdField })
export const sessionResumeBody = object({ handle: string().check(regex(/^[\w-]{1,200}$/, 'handle: an opaque token')) })
export const keyBackupBody = object({
  ciphertext: string().check(maxLength(8_192), regex(/^[A-Za-z0-9+/]+={0,2}$/, 'ciphertext: base64')),
  iv: string().check(regex(/^[A-Za-z0-9+/]{16}$/, 'iv: 12 bytes, base64')),
  address: string().check(regex(/^0x[0-9a-fA-F]{40}$/, 'address: 0x and 40 hex digits')),
})
export const emailUpdateStartBody = object({ newEmail: emailField })
export const otpBody = object({ otp: otpField })
