import { relativeTimeParts } from './relativeTimeParts.js'

/**
 * "3 minutes ago" / "in 2 days" in `locale` (BCP 47), using relativeTimeParts
 * and Intl.RelativeTimeFormat with numeric 'always' ("1 day ago", not
 * "yesterday"), except zero which reads "now". Invalid times give '' so a bad
 * `minedAt` cannot break a list; an invalid locale throws RangeError (Intl's).
 * @example formatRelativeTime(now - 5 * 60_000, now) // '5 minutes ago'
 */
export function formatRelativeTime(fromMs: number, nowMs: number, locale = 'en'): string {
  const parts = relativeTimeParts(fromMs, nowMs)
  if (!parts) return ''
  const numeric = parts.value === 0 ? 'auto' : 'always'
  return new Intl.RelativeTimeFormat(locale, { numeric }).format(parts.value, parts.unit)
}
