import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.js'

const S = 1_000
const MIN = 60 * S
const H = 60 * MIN
const D = 24 * H
const NOW = Date.UTC(2024, 0, 15, 12, 0, 0)

describe('formatRelativeTime', () => {
  it.each([
    ['zero reads "now"', NOW, 'now'],
    ['under half a second reads "now"', NOW - 499, 'now'],
    ['seconds, past', NOW - 30 * S, '30 seconds ago'],
    ['a minute, past', NOW - 60 * S, '1 minute ago'],
    ['minutes, future', NOW + 5 * MIN, 'in 5 minutes'],
    ['an hour, past', NOW - 60 * MIN, '1 hour ago'],
    ['hours, past', NOW - 3 * H, '3 hours ago'],
    ['a day is numeric, not "yesterday"', NOW - 24 * H, '1 day ago'],
    ['a day, future, not "tomorrow"', NOW + 24 * H, 'in 1 day'],
    ['days, past', NOW - 10 * D, '10 days ago'],
    ['a month, past', NOW - 30 * D, '1 month ago'],
    ['months, future', Date.UTC(2024, 5, 15, 12), 'in 5 months'],
    ['a year, past', Date.UTC(2023, 0, 15, 12), '1 year ago'],
    ['years, past', Date.UTC(2019, 0, 15, 12), '5 years ago'],
  ])('default locale en: %s', (_name, from, expected) => {
    expect(formatRelativeTime(from, NOW)).toBe(expected)
  })

  it.each([
    ['de', NOW - 3 * MIN, 'vor 3 Minuten'],
    ['de', NOW + 2 * D, 'in 2 Tagen'],
    ['fr', NOW - 1 * D, 'il y a 1 jour'],
    ['de', NOW, 'jetzt'],
  ])('parameters: locale %s', (locale, from, expected) => {
    expect(formatRelativeTime(from, NOW, locale)).toBe(expected)
  })

  it.each([
    ['NaN (unparsable minedAt)', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('invalid time → empty string: %s', (_name, from) => {
    expect(formatRelativeTime(from, NOW)).toBe('')
  })

  it('invalid locale throws RangeError', () => {
    expect(() => formatRelativeTime(NOW, NOW, 'not a locale!')).toThrow(RangeError)
  })
})
