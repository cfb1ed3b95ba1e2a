/** Relative-time thresholds: the largest value still shown in the smaller unit. */
export const RELATIVE_TIME_THRESHOLDS = {
  seconds: 44,
  minute: 89,
  minutes: 44,
  hour: 89,
  hours: 21,
  day: 35,
  days: 25,
  month: 45,
  months: 10,
  year: 17,
} as const
const T = RELATIVE_TIME_THRESHOLDS


/** The Intl.RelativeTimeFormat units relativeTimeParts uses. */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

/** A signed amount of one unit: negative in the past, positive in the future. */
export interface RelativeTimeParts {
  readonly value: number
  readonly unit: RelativeTimeUnit
}

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// ECMAScript's Date range; outside it calendar months are undefined.
const MAX_DATE_MS = 8.64e15

/**
 * dayjs's relative-time thresholds: each step compares the distance, rounded to
 * the nearest whole unit, with RELATIVE_TIME_THRESHOLDS — ≤44 s seconds, ≤89 s a
 * minute, ≤44 min minutes, ≤89 min an hour, ≤21 h hours, ≤35 h a day, ≤25 d days,
 * ≤45 d a month, ≤10 months months, ≤17 months a year, else years. Months count
 * on the UTC calendar from the earlier instant (day clamped to month end); years
 * are months / 12. Zero is `{ value: 0, unit: 'second' }`. Non-finite or
 * out-of-Date-range input → undefined.
 * @example relativeTimeParts(now - 90 * 60_000, now) // { value: -2, unit: 'hour' }
 */
export function relativeTimeParts(fromMs: number, nowMs: number): RelativeTimeParts | undefined {
  if (!inDateRange(fromMs) || !inDateRange(nowMs)) return undefined
  const past = fromMs < nowMs
  const earlier = Math.min(fromMs, nowMs)
  const later = Math.max(fromMs, nowMs)
  const distance = later - earlier
  const signed = (amount: number, unit: RelativeTimeUnit): RelativeTimeParts => ({
    value: amount === 0 ? 0 : past ? -amount : amount,
    unit,
  })

  const seconds = Math.round(distance / SECOND)
  if (seconds <= T.seconds) return signed(seconds, 'second')
  if (seconds <= T.minute) return signed(1, 'minute')
  const minutes = Math.round(distance / MINUTE)
  if (minutes <= T.minutes) return signed(minutes, 'minute')
  if (minutes <= T.hour) return signed(1, 'hour')
  const hours = Math.round(distance / HOUR)
  if (hours <= T.hours) return signed(hours, 'hour')
  if (hours <= T.day) return signed(1, 'day')
  const days = Math.round(distance / DAY)
  if (days <= T.days) return signed(days, 'day')
  if (days <= T.month) return signed(1, 'month')
  const exactMonths = calendarMonthsBetween(earlier, later)
  const months = Math.round(exactMonths)
  if (months <= T.months) return signed(months, 'month')
  if (months <= T.year) return signed(1, 'year')
  return signed(Math.round(exactMonths / 12), 'year')
}

function inDateRange(ms: number): boolean {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS
}

/** Whole calendar months from `earlier` to `later`, plus the elapsed share of the next one. */
function calendarMonthsBetween(earlier: number, later: number): number {
  const a = new Date(earlier)
  const b = new Date(later)
  let whole = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth())
  let anchor = addUtcMonths(earlier, whole)
  if (anchor > later) {
    whole -= 1
    anchor = addUtcMonths(earlier, whole)
  }
  const next = addUtcMonths(earlier, whole + 1)
  return whole + (later - anchor) / (next - anchor)
}

function addUtcMonths(ms: number, months: number): number {
  const date = new Date(ms)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + months
  // Day 0 of the following month is the last day of `month`; Jan 31 + 1 month → Feb 28/29.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  )
}
