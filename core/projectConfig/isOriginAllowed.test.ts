import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  it.each([
    ['exact origin', 'https://app.example.com', ['https://app.example.com'], true],
    ['case-insensitive', 'https://APP.example.com', ['https://app.EXAMPLE.com'], true],
    ['trailing slash in the entry', 'https://app.example.com', ['https://app.example.com/'], true],
    ['other host', 'https://evil.com', ['https://app.example.com'], false],
    ['suffix trick', 'https://app.example.com.evil.com', ['https://app.example.com'], false],
    ['other scheme', 'http://app.example.com', ['https://app.example.com'], false],
    ['explicit port matches', 'http://127.0.0.1:5173', ['http://127.0.0.1:5173'], true],
    ['other port', 'http://127.0.0.1:5174', ['http://127.0.0.1:5173'], false],
    ['default port written out', 'https://app.example.com', ['https://app.example.com:443'], true],
    ['origin with a port, entry without', 'https://app.example.com:8443', ['https://app.example.com'], false],
    ['host only: any scheme and port', 'http://app.example.com:8080', ['app.example.com'], true],
    ['wildcard subdomain', 'https://a.example.com', ['https://*.example.com'], true],
    ['wildcard: several labels', 'https://a.b.example.com', ['https://*.example.com'], true],
    ['wildcard: not the bare domain', 'https://example.com', ['https://*.example.com'], false],
    ['wildcard: not another domain', 'https://a.example.org', ['https://*.example.com'], false],
    ['wildcard: no suffix trick', 'https://a.example.com.evil.com', ['https://*.example.com'], false],
    ['wildcard port', 'http://localhost:3000', ['http://localhost:*'], true],
    ['one of several', 'https://b.test', ['https://a.test', 'https://b.test'], true],
    ['empty list', 'https://a.test', [], false],
    ['an origin that is not one', 'null', ['null'], false],
  ])('%s', (_, origin, allowed, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected)
  })
})
