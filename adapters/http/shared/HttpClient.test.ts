import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { isAbortError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { untilTimerArmed } from '../../../tests/support/untilTimerArmed.js'
import { HttpClient, type HttpClientOptions } from './HttpClient.js'
import { InvalidResponseError } from './InvalidResponseError.js'

const BASE = 'https://api.test'
const okSchema = z.object({ ok: z.boolean() })

interface Sent {
  readonly url: URL
  readonly method: string
  readonly body: string | undefined
  readonly signal: AbortSignal | undefined
}

/** A fetch answering from a script (one answer per call, the last one repeated), recording each request. */
function scriptedFetch(...answers: (() => Response)[]) {
  const sent: Sent[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    sent.push({ url: new URL(request.url), method: request.method, body: init?.body === undefined ? undefined : await request.text(), signal: init?.signal ?? undefined })
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]
    if (!answer) throw new TypeError('no answer scripted')
    return answer()
  }
  return { fetch, sent }
}

const json = (body: unknown, init: ResponseInit = {}) => () => Response.json(body, init)

function setup(answers: (() => Response)[], options: Partial<HttpClientOptions> = {}) {
  const { fetch, sent } = scriptedFetch(...answers)
  const clock = new ManualClock()
  const http = new HttpClient({ baseUrl: `${BASE}/`, query: { projectId: 'p1', st: 'walletport', sv: 'v1' }, clock, fetch, ...options })
  return { http, clock, sent }
}

describe('HttpClient', () => {
  it('parameters: the identity query on every call and over the request query; undefined values left out; numbers as text', async () => {
    const { http, sent } = setup([json({ ok: true })])

    await expect(http.request({ path: '/a', query: { page: 2, search: undefined, projectId: 'spoofed' }, schema: okSchema })).resolves.toEqual({ ok: true })

    expect(sent[0]?.url.origin + (sent[0]?.url.pathname ?? '')).toBe(`${BASE}/a`)
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({ page: '2', projectId: 'p1', st: 'walletport', sv: 'v1' })
  })

  it('behavior: identical GETs in flight (query in any order) share one request; POSTs never do', async () => {
    const { http, sent } = setup([json({ ok: true })])

    await Promise.all([
      http.request({ path: '/a', query: { x: '1', y: '2' }, schema: okSchema }),
      http.request({ path: '/a', query: { y: '2', x: '1' }, schema: okSchema }),
    ])
    expect(sent).toHaveLength(1)

    await Promise.all([http.request({ method: 'POST', path: '/b', body: { n: 1 }, schema: okSchema }), http.request({ method: 'POST', path: '/b', body: { n: 1 }, schema: okSchema })])
    expect(sent.slice(1).map(({ method, body }) => [method, body])).toEqual([
      ['POST', '{"n":1}'],
      ['POST', '{"n":1}'],
    ])
    expect(http.requestCount).toBe(3)
  })

  it.each([
    ['503 → the 1 s backoff', json({}, { status: 503 }), 1_000],
    ['429 with Retry-After: 5 → 5 s instead of 1 s', json({}, { status: 429, headers: { 'retry-after': '5' } }), 5_000],
  ])('retry: %s on the clock, then the answer', async (_, failure, waitMs) => {
    const { http, clock, sent } = setup([failure, json({ ok: true })])
    const answer = http.request({ path: '/a', schema: okSchema })

    await untilTimerArmed(clock)
    await clock.advanceAsync(waitMs - 1)
    expect(sent).toHaveLength(1)
    await clock.advanceAsync(1)

    await expect(answer).resolves.toEqual({ ok: true })
    expect(sent).toHaveLength(2)
  })

  it('errors: another 4xx is final → HttpRequestError with the status and the body, never retried', async () => {
    const { http, sent } = setup([json({ message: 'nope' }, { status: 404 })])

    const error = await http.request({ path: '/a', schema: okSchema }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(404)
    expect((error as HttpRequestError).details.body).toEqual({ message: 'nope' })
    expect(sent).toHaveLength(1)
  })

  it('errors: a body of the wrong shape → InvalidResponseError (method, url, issues), never retried', async () => {
    const { http, sent } = setup([json({ ok: 'yes' })])

    const error = await http.request({ method: 'POST', path: '/a', body: {}, schema: okSchema }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toMatchObject({ method: 'POST', issues: [expect.stringContaining('ok')] })
    expect(sent).toHaveLength(1)
  })

  it('hooks: errorFor names an error status more precisely; onFailure is told of each failed call', async () => {
    class TeapotError extends HttpRequestError {}
    const failures: unknown[] = []
    const { http } = setup([json({}, { status: 418 })], {
      errorFor: (response) => (response.status === 418 ? new TeapotError({ url: response.url, method: response.method, status: 418, details: response.details }) : undefined),
      onFailure: (error) => failures.push(error),
    })

    const error = await http.request({ path: '/a', schema: okSchema }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(TeapotError)
    expect(failures).toEqual([error])
  })

  it('blob: the body as a Blob, with its type', async () => {
    const { http } = setup([() => new Response(new Blob(['<svg/>'], { type: 'image/svg+xml' }))])

    const blob = await http.blob({ path: '/image' })

    expect(blob.type).toBe('image/svg+xml')
    await expect(blob.text()).resolves.toBe('<svg/>')
  })

  it('abort: a caller aborting gets an AbortError; the request is aborted when no one waits any more', async () => {
    const { fetch, sent } = scriptedFetch()
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) => {
      void fetch(_input, init).catch(() => undefined)
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }))
    }
    const http = new HttpClient({ baseUrl: BASE, query: {}, clock: new ManualClock(), fetch: hanging })
    const controller = new AbortController()
    const answer = http.request({ path: '/a', schema: okSchema, signal: controller.signal }).catch((caught: unknown) => caught)
    await new Promise((resolve) => setImmediate(resolve))

    controller.abort()

    expect(isAbortError(await answer)).toBe(true)
    expect(sent[0]?.signal?.aborted).toBe(true)
  })
})
