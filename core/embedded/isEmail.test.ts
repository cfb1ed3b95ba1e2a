import { describe, expect, it } from 'vitest'
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, isEmail } from './isEmail.js'

describe('isEmail', () => {
  it('default: limits are 254 overall and 64 for the local part', () => {
    expect([EMAIL_MAX_LENGTH, EMAIL_LOCAL_PART_MAX_LENGTH]).toEqual([254, 64])
  })

  it.each([
    ['plain', 'alice@example.com'],
    ['subdomain', 'alice@mail.example.co.uk'],
    ['plus tag', 'alice+walletport@example.com'],
    ['dots in local part', 'alice.b.c@example.com'],
    ['upper case', 'Alice@Example.COM'],
    ['digits and hyphen in domain', 'a@mail-1.example.io'],
    ['shortest sensible', 'a@b.co'],
    ['special local characters', "o'neil_#!$%&*=?^`{|}~-@example.org"],
    ['punycode TLD', 'a@example.xn--p1ai'],
    ['64-char local part (boundary)', `${'a'.repeat(64)}@example.com`],
    ['254 chars (boundary)', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`],
  ])('accepts: %s', (_name, value) => {
    expect(isEmail(value)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['no @', 'alice.example.com'],
    ['two @', 'alice@bob@example.com'],
    ['empty local part', '@example.com'],
    ['empty domain', 'alice@'],
    ['domain without dot', 'alice@localhost'],
    ['one-letter TLD', 'alice@example.c'],
    ['numeric TLD', 'alice@example.123'],
    ['IP literal', 'alice@[127.0.0.1]'],
    ['leading dot in local part', '.alice@example.com'],
    ['trailing dot in local part', 'alice.@example.com'],
    ['double dot in local part', 'al..ice@example.com'],
    ['double dot in domain', 'alice@example..com'],
    ['trailing dot in domain', 'alice@example.com.'],
    ['domain label starting with hyphen', 'alice@-example.com'],
    ['space inside', 'ali ce@example.com'],
    ['leading whitespace', ' alice@example.com'],
    ['trailing whitespace', 'alice@example.com '],
    ['trailing newline', 'alice@example.com\n'],
    ['quoted local part', '"alice"@example.com'],
    ['Unicode domain', 'alice@exämple.com'],
    ['65-char local part (boundary)', `${'a'.repeat(65)}@example.com`],
    ['255 chars (boundary)', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`],
    ['display-name form', 'Alice <alice@example.com>'],
  ])('rejects: %s', (_name, value) => {
    expect(isEmail(value)).toBe(false)
  })

  it.each([undefined, null, 42, ['alice@example.com'], { email: 'alice@example.com' }])(
    'wrong type: %j → false',
    (value) => {
      expect(isEmail(value)).toBe(false)
    },
  )
})
