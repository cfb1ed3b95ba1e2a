import { describe, expect, it } from 'vitest'
import { DOMAIN_NAME_MAX_LENGTH, DOMAIN_NAME_MIN_LENGTH, isDomainName } from './isDomainName.js'

describe('isDomainName', () => {
  it('default: lengths 4 to 253', () => {
    expect([DOMAIN_NAME_MIN_LENGTH, DOMAIN_NAME_MAX_LENGTH]).toEqual([4, 253])
  })

  it.each([
    ['reown name', 'alice.reown.id'],
    ['ENS name', 'vitalik.eth'],
    ['4 chars (boundary)', 'a.io'],
    ['upper case', 'Alice.ETH'],
    ['inner hyphen', 'my-name.eth'],
    ['digits', '1234.eth'],
    ['punycode', 'xn--mnchen-3ya.de'],
    ['63-char label', `${'a'.repeat(63)}.eth`],
    ['253 chars (boundary)', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`],
  ])('accepts: %s', (_name, value) => {
    expect(isDomainName(value)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['3 chars (boundary)', 'a.b'],
    ['single label', 'alice'],
    ['254 chars (boundary)', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`],
    ['64-char label', `${'a'.repeat(64)}.eth`],
    ['empty label', 'alice..eth'],
    ['leading dot', '.alice.eth'],
    ['trailing dot', 'alice.eth.'],
    ['label starting with hyphen', '-alice.eth'],
    ['label ending with hyphen', 'alice-.eth'],
    ['underscore', 'ali_ce.eth'],
    ['space inside', 'ali ce.eth'],
    ['leading whitespace', ' alice.eth'],
    ['trailing whitespace', 'alice.eth '],
    ['non-ASCII', 'münchen.de'],
    ['email address', 'alice@example.com'],
  ])('rejects: %s', (_name, value) => {
    expect(isDomainName(value)).toBe(false)
  })

  it.each([undefined, null, 1234, ['alice.eth'], { name: 'alice.eth' }])('wrong type: %j → false', (value) => {
    expect(isDomainName(value)).toBe(false)
  })
})
