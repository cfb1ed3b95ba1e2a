import { describe, expect, it } from 'vitest'
import { RESTRICTED_TIMEZONES, isRestrictedTimezone } from './isRestrictedTimezone.js'

describe('isRestrictedTimezone', () => {
  it('default: mainland China, Hong Kong and Macau zones with aliases', () => {
    expect(RESTRICTED_TIMEZONES).toEqual([
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
    ])
  })

  it.each(RESTRICTED_TIMEZONES.map((zone) => [zone]))('restricted: %s', (zone) => {
    expect(isRestrictedTimezone(zone)).toBe(true)
  })

  it.each([
    ['lower case', 'asia/shanghai'],
    ['upper case', 'ASIA/HONG_KONG'],
    ['alias in lower case', 'prc'],
  ])('restricted, case-insensitive: %s', (_name, zone) => {
    expect(isRestrictedTimezone(zone)).toBe(true)
  })

  it.each([
    ['Taiwan', 'Asia/Taipei'],
    ['Singapore (same offset)', 'Asia/Singapore'],
    ['ROC alias of Taiwan', 'ROC'],
    ['UTC', 'UTC'],
    ['Europe', 'Europe/Berlin'],
    ['offset string', '+08:00'],
    ['empty', ''],
    ['padded', ' Asia/Shanghai'],
    ['trailing whitespace', 'Asia/Shanghai '],
    ['space instead of underscore', 'Asia/Hong Kong'],
    ['inherited key', 'toString'],
  ])('not restricted: %s', (_name, zone) => {
    expect(isRestrictedTimezone(zone)).toBe(false)
  })

  it.each([undefined, null, 8, ['Asia/Shanghai'], { timeZone: 'PRC' }])('wrong type: %j → false', (zone) => {
    expect(isRestrictedTimezone(zone)).toBe(false)
  })
})
