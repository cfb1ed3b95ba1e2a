import { describe, expect, it } from 'vitest'
import { AbortedError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { InvalidResponseError } from './InvalidResponseError.js'
import { isTransientHttpError, retryAfterOf } from './isTransientHttpError.js'

const failed = (status: number | undefined, details?: Record<string, unknown>) =>
  new HttpRequestError({ url: 'https://x.test/a', method: 'GET', status, ...(details ? { details } : {}) })

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
