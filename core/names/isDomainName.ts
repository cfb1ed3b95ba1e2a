/** The shortest domain name accepted, counting every character. */
export const DOMAIN_NAME_MIN_LENGTH = 4
/** DNS limit on a whole name. */
export const DOMAIN_NAME_MAX_LENGTH = 253

// One DNS label: 1–63 letters/digits/hyphens, not starting or ending with a hyphen.
const LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/

/**
 * A full name such as `alice.reown.id` or `vitalik.eth`: at least 4 characters,
 * at most 253, two or more dot-separated DNS labels (letters, digits,
 * inner hyphens, 1–63 chars each). ASCII only (internationalised names must be
 * punycode), any case, no trailing dot, no whitespace.
 * @example isDomainName('alice.reown.id') // true
 */
export function isDomainName(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (value.length < DOMAIN_NAME_MIN_LENGTH || value.length > DOMAIN_NAME_MAX_LENGTH) return false
  const labels = value.split('.')
  return labels.length >= 2 && labels.every((label) => LABEL.test(label))
}
