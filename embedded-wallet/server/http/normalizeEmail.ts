import { email, safeParse } from 'zod/mini'
import { FrameApiError } from './FrameApiError.js'

const EMAIL = email()

/**
 * The address as stored (trimmed, lower case): one account per mailbox however it is typed.
 * Not an address is 400 `invalid_email`.
 * @example normalizeEmail(' Alice@Example.com ') // 'alice@example.com'
 */
export function normalizeEmail(raw: string): string {
  const normalized = raw.trim().toLowerCase()
  if (normalized.length > 254 || !safeParse(EMAIL, normalized).success) throw new FrameApiError(400, 'invalid_email', 'This is not an email address.')
  return normalized
}
