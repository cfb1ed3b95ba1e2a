import { describe, expect, it } from 'vitest'
import { relativeTimeParts, RELATIVE_TIME_THRESHOLDS } from './relativeTimeParts.js'

const S = 1_000
const MIN = 60 * S
const H = 60 * MIN
const D = 24 * H
const NOW = Date.UTC(2024, 0, 15, 12, 0, 0)

// [label, distance in ms, expected |value|, unit]
const DURATION_CASES = [
  ['0 s', 0, 0, 'second'],
  ['1 s', 1 * S, 1, 'second'],
  ['44 s (last seconds)', 44 * S, 44, 'second'],
  ['44.4 s rounds to 44', 44.4 * S, 44, 'second'],
  ['44.5 s rounds to 45 → a minute', 44.5 * S, 1, 'minute'],
  ['45 s (first "a minute")', 45 * S, 1, 'minute'],
  ['89 s (last "a minute")', 89 * S, 1, 'minute'],
  ['90 s (first minutes)', 90 * S, 2, 'minute'],
  ['44 min (last minutes)', 44 * MIN, 44, 'minute'],
  ['45 min (first "an hour")', 45 * MIN, 1, 'hour'],
  ['89 min (last "an hour")', 89 * MIN, 1, 'hour'],
  ['90 min (first hours)', 90 * MIN, 2, 'hour'],
  ['21 h (last hours)', 21 * H, 21, 'hour'],
  ['22 h (first "a day")', 22 * H, 1, 'day'],
  ['35 h (last "a day")', 35 * H, 1, 'day'],
  ['36 h (first days)', 36 * H, 2, 'day'],
  ['25 d (last days)', 25 * D, 25, 'day'],
  ['26 d (first "a month")', 26 * D, 1, 'month'],
  ['45 d (last "a month")', 45 * D, 1, 'month'],
  ['46 d (first months)', 46 * D, 2, 'month'],
] as const

// Calendar months from NOW: [label, months, expected |value|, unit]
const MONTH_CASES = [
  ['10 months (last months)', 10, 10, 'month'],
  ['11 months (first "a year")', 11, 1, 'year'],
  ['17 months (last "a year")', 17, 1, 'year'],
  ['18 months (first years, 1.5 rounds to 2)', 18, 2, 'year'],
  ['24 months', 24, 2, 'year'],
  ['30 months (2.5 rounds to 3)', 30, 3, 'year'],
  ['5 years', 60, 5, 'year'],
] as const

function shiftMonths(ms: number, months: number): number {
  const date = new Date(ms)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate(), date.getUTCHours())
}

describe('relativeTimeParts', () => {
  it.each(DURATION_CASES)('past: %s ago', (_name, distance, value, unit) => {
    expect(relativeTimeParts(NOW - distance, NOW)).toEqual({ value: value === 0 ? 0 : -value, unit })
  })

  it.each(DURATION_CASES)('future: in %s', (_name, distance, value, unit) => {
    expect(relativeTimeParts(NOW + distance, NOW)).toEqual({ value, unit })
  })

  it.each(MONTH_CASES)('past: %s ago', (_name, months, value, unit) => {
    expect(relativeTimeParts(shiftMonths(NOW, -months), NOW)).toEqual({ value: -value, unit })
  })

  it.each(MONTH_CASES)('future: in %s', (_name, months, value, unit) => {
    expect(relativeTimeParts(shiftMonths(NOW, months), NOW)).toEqual({ value, unit })
  })

  it('behavior: zero is +0, never -0', () => {
    expect(Object.is(relativeTimeParts(NOW, NOW)?.value, 0)).toBe(true)
    expect(Object.is(relativeTimeParts(NOW - 400, NOW)?.value, 0)).toBe(true)
  })

  it.each([
    ['10.48 months rounds to 10 months', Date.UTC(2023, 2, 1), Date.UTC(2024, 0, 16), -10, 'month'],
    ['10.52 months rounds to a year', Date.UTC(2023, 2, 1), Date.UTC(2024, 0, 17), -1, 'year'],
    ['month end clamps: Mar 31 + 10 months is Jan 31', Date.UTC(2023, 2, 31), Date.UTC(2024, 0, 31), -10, 'month'],
    ['month end clamps: May 31 + 11 months is Apr 30', Date.UTC(2023, 4, 31), Date.UTC(2024, 3, 30), -1, 'year'],
    ['46 d across a leap February', Date.UTC(2024, 1, 1), Date.UTC(2024, 2, 18), -2, 'month'],
  ])('calendar: %s', (_name, from, now, value, unit) => {
    expect(relativeTimeParts(from, now)).toEqual({ value, unit })
  })

  it.each([
    ['NaN from', Number.NaN, NOW],
    ['NaN now', NOW, Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY, NOW],
    ['beyond the Date range', 8.64e15 + 1, NOW],
  ])('invalid: %s → undefined', (_name, from, now) => {
    expect(relativeTimeParts(from, now)).toBeUndefined()
  })

  it('edge: the Date range limit itself is valid', () => {
    expect(relativeTimeParts(8.64e15, 0)?.unit).toBe('year')
  })
})

describe('relativeTimeParts: pinned values', () => {
  it('default: the spec values', () => {
    expect({ RELATIVE_TIME_THRESHOLDS }).toStrictEqual({
      RELATIVE_TIME_THRESHOLDS: {
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
      },
    })
  })
})
