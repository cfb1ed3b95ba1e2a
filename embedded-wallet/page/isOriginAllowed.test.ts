import { describe, expect, it } from 'vitest'
import { detectParentOrigin } from './detectParentOrigin.js'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  it.each([
    ['https://app.example.com', ['https://app.example.com'], true],
    ['https://APP.example.com', ['https://app.example.com/'], true],
    ['http://app.example.com', ['https://app.example.com'], false],
    ['https://app.example.com:8443', ['https://app.example.com'], false],
    ['https://a.example.com', ['https://*.example.com'], true],
    ['https://a.example.com:8443', ['https://*.example.com:8443'], true],
    ['https://a.example.com:8443', ['https://*.example.com'], false],
    ['https://example.com', ['https://*.example.com'], false],
    ['https://a.b.example.com', ['https://*.example.com'], false],
    ['https://evil.com.example.com', ['https://*.example.com'], false],
    ['https://aexample.com', ['https://*.example.com'], false],
    ['null', ['null'], false],
    ['https://app.example.com', [], false],
  ] as const)('%s in %j → %s', (origin, allowed, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected)
  })
})

describe('detectParentOrigin', () => {
  it('default: the first ancestor origin', () => {
    expect(detectParentOrigin({ ancestorOrigins: ['https://a.test', 'https://top.test'], referrer: 'https://b.test/' })).toBe('https://a.test')
  })
  it('behavior: falls back to the referrer origin, without its path', () => {
    expect(detectParentOrigin({ ancestorOrigins: [], referrer: 'https://b.test/some/path?q=1' })).toBe('https://b.test')
  })
  it.each([[''], ['not a url'], ['data:text/html,x']])('behavior: %j gives no origin', (referrer) => {
    expect(detectParentOrigin({ referrer })).toBeUndefined()
  })
  it('behavior: an opaque ancestor gives no origin', () => {
    expect(detectParentOrigin({ ancestorOrigins: ['null'], referrer: 'https://b.test/' })).toBeUndefined()
  })
})
