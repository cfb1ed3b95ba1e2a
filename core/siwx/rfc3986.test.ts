import { describe, expect, it } from 'vitest'
import { isRfc3986Authority, isRfc3986Pchars, isRfc3986Scheme, isRfc3986Uri } from './rfc3986.js'

describe('isRfc3986Authority (the EIP-4361 domain)', () => {
  it.each(['example.com', 'localhost:8080', '127.0.0.1', 'test@127.0.0.1:8080', '[::cafe]', '[::1]:443', '[2001:db8::ff00:42:8329]', '[::ffff:192.0.2.1]', '[v1.fe80::a]', 'xn--bcher-kva.example', 'a%20b.example'])(
    'accepts %s',
    (value) => expect(isRfc3986Authority(value)).toBe(true),
  )

  it.each(['', '#notrfc4501', 'example.com/path', 'exa mple.com', 'example.com:', 'example.com:99999', 'example.com:80a', '[::cafe', '[:::1]', '[1::2::3]', '[1.2.3.4::]', '[12345::]', 'a@b@c', 'http://example.com', 'example.com\n'])(
    'refuses %j',
    (value) => expect(isRfc3986Authority(value)).toBe(false),
  )
})

describe('isRfc3986Uri', () => {
  it.each(['https://service.org/login', 'https://[::cafe]', 'https://127.0.0.1:4361', 'https://127.0.0.1/?query=one#begin', 'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu', 'did:pkh:eip155:1:0xabc', 'urn:isbn:0451450523', 'file:///etc/hosts', 'http://host:/x'])(
    'accepts %s',
    (value) => expect(isRfc3986Uri(value)).toBe(true),
  )

  it.each([':not_a_rfc3986_valid_uri_', 'service.org/login', '1http://x', 'https://ex ample.com', 'https://example.com/a b', 'https://example.com/%zz', 'https://[::cafe/', 'https://example.com/<script>', ''])(
    'refuses %j',
    (value) => expect(isRfc3986Uri(value)).toBe(false),
  )
})

describe('isRfc3986Scheme and isRfc3986Pchars', () => {
  it('scheme: a letter, then letters, digits, + - .', () => {
    expect(['https', 'git+ssh', 'a.b-c'].every(isRfc3986Scheme)).toBe(true)
    expect(['', '1http', 'ht tp', 'http:'].some(isRfc3986Scheme)).toBe(false)
  })

  it('pchars: the Request ID alphabet, empty allowed', () => {
    expect(['', 'some_id', 'a:b@c%20'].every(isRfc3986Pchars)).toBe(true)
    expect(['a b', 'a/b', 'a?b', '%g0'].some(isRfc3986Pchars)).toBe(false)
  })
})
