import { describe, expect, it } from 'vitest'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'

describe('parseRfc3339DateTime', () => {
  it.each([
    ['2021-09-30T16:25:24.000Z', Date.UTC(2021, 8, 30, 16, 25, 24)],
    ['2021-09-30T16:25:24Z', Date.UTC(2021, 8, 30, 16, 25, 24)],
    ['2021-09-30T16:25:24-02:00', Date.UTC(2021, 8, 30, 18, 25, 24)],
    ['2021-09-30T16:25:24.123456+05:30', Date.UTC(2021, 8, 30, 10, 55, 24, 123)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['2016-12-31T23:59:60Z', Date.UTC(2016, 11, 31, 23, 59, 59)],
  ])('reads %s', (value, expected) => {
    expect(parseRfc3339DateTime(value)).toBe(expected)
  })

  it('behavior: keeps years below 100 as written', () => {
    expect(new Date(parseRfc3339DateTime('0042-01-01T00:00:00Z') ?? 0).getUTCFullYear()).toBe(42)
  })

  it.each([
    '2022-02-31T17:09:38.578Z',
    '2023-02-29T00:00:00Z',
    '2100-02-29T00:00:00Z',
    '2021-04-31T00:00:00Z',
    '2021-13-01T00:00:00Z',
    '2021-09-30T24:00:00Z',
    '2021-09-30T16:60:00Z',
    '2021-09-30T16:25:24',
    '2021-09-30 16:25:24Z',
    '2021-09-30T16:25:24+0200',
    'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
    '',
  ])('refuses %j', (value) => {
    expect(parseRfc3339DateTime(value)).toBeUndefined()
  })
})
