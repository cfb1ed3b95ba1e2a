import { formatMessage } from '../errors/messages.js'

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/** Result of checkEmailLoginCooldown; `message` is the visitor's text ('Please try again after {n} seconds'). */
export type EmailLoginCooldown =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number; readonly message: string }

/**
 * An email login within 30 s of the last one is refused with
 * 'Please try again after {n} seconds', n = remaining seconds rounded up (so it
 * never reads 0). Allowed from exactly 30 000 ms on. No (or a non-finite) last
 * login time allows. A last login in the future (clock skew, tampered storage)
 * counts as "just now", so the wait never exceeds 30 s.
 * @example checkEmailLoginCooldown({ now: 10_500, lastLoginAt: 0 }) // { allowed: false, retryAfterSeconds: 20, … }
 */
export function checkEmailLoginCooldown(params: {
  readonly now: number
  readonly lastLoginAt: number | null | undefined
}): EmailLoginCooldown {
  const { now, lastLoginAt } = params
  if (lastLoginAt === null || lastLoginAt === undefined || !Number.isFinite(lastLoginAt)) return { allowed: true }
  const elapsed = Math.max(0, now - lastLoginAt)
  if (!(elapsed < EMAIL_LOGIN_COOLDOWN_MS)) return { allowed: true }
  const retryAfterSeconds = Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - elapsed) / 1000)
  return {
    allowed: false,
    retryAfterSeconds,
    message: formatMessage('EMAIL_LOGIN_COOLDOWN', { n: retryAfterSeconds }),
  }
}
