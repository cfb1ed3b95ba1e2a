/**
 * IANA zones of mainland China, Hong Kong and Macau, with their legacy aliases.
 * Taiwan is not in the list.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const

const RESTRICTED = new Set<string>(RESTRICTED_TIMEZONES.map((zone) => zone.toLowerCase()))

/**
 * True when `timeZone` (e.g. from `Intl.DateTimeFormat().resolvedOptions()`)
 * is in RESTRICTED_TIMEZONES. Case-insensitive, as IANA zone names are; no
 * trimming. What the restriction applies to is the caller's decision.
 * @example isRestrictedTimezone('Asia/Hong_Kong') // true
 */
export function isRestrictedTimezone(timeZone: unknown): boolean {
  return typeof timeZone === 'string' && RESTRICTED.has(timeZone.toLowerCase())
}
