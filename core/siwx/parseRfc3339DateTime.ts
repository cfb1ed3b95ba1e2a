const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/

/**
 * Epoch milliseconds of an RFC 3339 `date-time` (what EIP-4361 and CAIP-122 require),
 * or undefined for anything else, including calendar impossibilities the JS Date
 * parser silently rolls over ('2022-02-31…' is not 3 March).
 * @example parseRfc3339DateTime('2021-09-30T16:25:24-02:00') // 1633026324000
 */
export function parseRfc3339DateTime(value: string): number | undefined {
  const match = DATE_TIME.exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  const offsetHours = match[9] === undefined ? 0 : Number(match[9])
  const offsetMinutes = match[10] === undefined ? 0 : Number(match[10])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  // RFC 3339 allows a leap second (60); it is read as the last second of the minute.
  if (hour > 23 || minute > 59 || second > 60 || offsetHours > 23 || offsetMinutes > 59) return undefined
  const fraction = match[7] ? Math.floor(Number(`0${match[7]}`) * 1000) : 0
  const sign = match[8]?.startsWith('-') ? -1 : 1
  const offsetMs = match[8] === 'Z' ? 0 : sign * (offsetHours * 60 + offsetMinutes) * 60_000
  const utc = new Date(0)
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written.
  utc.setUTCFullYear(year, month - 1, day)
  utc.setUTCHours(hour, minute, Math.min(second, 59), fraction)
  return utc.getTime() - offsetMs
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}
