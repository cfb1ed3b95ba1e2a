/** RFC 5321 limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254
/** RFC 5321 limit on the part before the `@`. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64

// The HTML `input type=email` local-part characters.
const LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/
const TOP_LEVEL_DOMAIN = /^[a-zA-Z]{2,63}$|^xn--[a-zA-Z0-9-]{1,59}$/

/**
 * A valid email address, read as an address a login code can be sent to: one
 * `@`; a local part of HTML-email characters (≤ 64, no leading, trailing or
 * double dot); a domain of at least two DNS labels whose last is a letters-only
 * (or punycode) TLD; ≤ 254 in all. No quoted local parts, IP
 * literals or Unicode (punycode only), no trimming.
 * @example isEmail('alice@example.com') // true
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false
  const at = value.indexOf('@')
  if (at < 0 || at !== value.lastIndexOf('@')) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  const tld = labels[labels.length - 1] ?? ''
  return (
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(tld)
  )
}
