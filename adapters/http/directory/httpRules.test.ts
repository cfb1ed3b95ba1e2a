import { describe, expect, it } from 'vitest'
import { AbortedError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { InvalidResponseError } from './InvalidResponseError.js'
import { isTransientHttpError, retryAfterOf } from './isTransientHttpError.js'
import { toSearchParams } from './OfetchWalletDirectory.js'
import { parseRetryAfter } from './parseRetryAfter.js'

const NOW = Date.UTC(2026, 0, 1)
const failed = (status: number | undefined, details?: Record<string, unknown>) =>
  new HttpRequestError({ url: 'https://x.test/a', method: 'GET', status, ...(details ? { details } : {}) })

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['7', 7_000],
    [' 12 ', 12_000],
    [new Date(NOW + 3_000).toUTCString(), 3_000],
    [new Date(NOW - 3_000).toUTCString(), 0],
    ['soon', undefined],
    ['-1', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected)
  })
})

describe('isTransientHttpError', () => {
  it.each([
    ['no response (network)', failed(undefined), true],
    ['429', failed(429), true],
    ['500', failed(500), true],
    ['503', failed(503), true],
    ['599', failed(599), true],
    ['400', failed(400), false],
    ['401', failed(401), false],
    ['403', failed(403), false],
    ['404', failed(404), false],
    ['an abort', new AbortedError(), false],
    ['a bad body', new InvalidResponseError({ url: 'https://x.test', issues: [] }), false],
    ['a foreign error', new TypeError('x'), false],
  ])('%s → %s', (_, error, expected) => {
    expect(isTransientHttpError(error)).toBe(expected)
  })

  it('retryAfterOf: the wait carried in details, else undefined', () => {
    expect(retryAfterOf(failed(429, { retryAfterMs: 2_000 }))).toBe(2_000)
    expect(retryAfterOf(failed(429))).toBeUndefined()
    expect(retryAfterOf(new Error('x'))).toBeUndefined()
  })
})

describe('toSearchParams', () => {
  it('default: page and entries only', () => {
    expect(toSearchParams({ page: 1, entries: 40 })).toEqual({ page: 1, entries: 40 })
  })

  it('parameters: lists comma-joined, empty lists and blank search dropped, badge kept', () => {
    const params = toSearchParams({ page: 3, entries: 100, search: '  ', include: ['a', 'b'], exclude: [], rdns: ['io.metamask'], names: ['MetaMask'], badge: 'certified' })

    expect(Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))).toEqual({
      page: 3,
      entries: 100,
      include: 'a,b',
      rdns: 'io.metamask',
      names: 'MetaMask',
      badge: 'certified',
    })
  })
})
