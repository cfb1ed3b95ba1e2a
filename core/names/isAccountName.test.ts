import { describe, expect, it } from 'vitest'
import { ACCOUNT_NAME_MIN_LENGTH, isAccountName } from './isAccountName.js'

describe('isAccountName', () => {
  it('default: the minimum length is 4', () => {
    expect(ACCOUNT_NAME_MIN_LENGTH).toBe(4)
  })

  it.each([
    ['4 letters (boundary)', 'abcd'],
    ['digits only', '1234'],
    ['letters, digits and hyphens', 'alice-2024'],
    ['upper case', 'ALICE'],
    ['leading and trailing hyphen', '-ab-'],
    ['hyphens only', '----'],
    ['long name', 'a'.repeat(200)],
  ])('accepts: %s', (_name, value) => {
    expect(isAccountName(value)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['3 chars (boundary)', 'abc'],
    ['underscore', 'ali_ce'],
    ['dot (a domain, not a label)', 'alice.reown.id'],
    ['space inside', 'ali ce'],
    ['leading whitespace', ' alice'],
    ['trailing whitespace', 'alice '],
    ['non-ASCII letter', 'alicé'],
    ['emoji', 'abc🦊'],
  ])('rejects: %s', (_name, value) => {
    expect(isAccountName(value)).toBe(false)
  })

  it.each([undefined, null, 12345, ['alice'], { name: 'alice' }])('wrong type: %j → false', (value) => {
    expect(isAccountName(value)).toBe(false)
  })
})
