/**
 * A Retry-After header in ms from `now`: delta seconds (`"3"` → 3000) or an HTTP date;
 * undefined when absent or unreadable.
 * @example retryAfterMs('2', 0) === 2000
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1_000
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
