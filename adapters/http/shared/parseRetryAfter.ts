/**
 * The wait an HTTP `Retry-After` header asks for, in ms: delta-seconds or an HTTP date
 * (relative to `nowMs`); undefined when absent or unreadable.
 * @example parseRetryAfter('2', 0) === 2000
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000
  // An HTTP-date always names its day and month; Date.parse alone would take '-1' as a year.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}
