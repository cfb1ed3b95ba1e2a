import { describe, expect, it } from 'vitest'
import { HttpRequestError } from './HttpRequestError.js'

describe('HttpRequestError', () => {
  it('parameters: with a status it is an API_ERROR', () => {
    const error = new HttpRequestError({ url: 'https://api.example/e', method: 'POST', status: 503 })

    expect(error.category).toBe('API_ERROR')
    expect(error.status).toBe(503)
    expect(error.details).toEqual({ url: 'https://api.example/e', method: 'POST', status: 503 })
    expect(error.shortMessage).toBe('The request to the server failed')
    expect(error.message).toContain('POST https://api.example/e → 503')
  })

  it('parameters: without a status it is a NETWORK_ERROR', () => {
    const cause = new TypeError('fetch failed')

    const error = new HttpRequestError({ url: 'https://api.example/e', method: 'GET', cause })

    expect(error.category).toBe('NETWORK_ERROR')
    expect(error.status).toBeUndefined()
    expect(error.cause).toBe(cause)
  })
})
