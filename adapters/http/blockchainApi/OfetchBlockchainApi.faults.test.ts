import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { isAbortError } from '../../../core/errors/AbortedError.js'
import { InMemoryStorage } from '../../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { HTTP_TIMEOUT_MS } from '../shared/HttpClient.js'
import { OfetchBlockchainApi } from './OfetchBlockchainApi.js'

// Faults of the Blockchain API, on the real adapter (ofetch, real sockets) against a real
// loopback HTTP server that answers from a script. Waits run on a ManualClock: no real sleeps.

type Answer = (response: ServerResponse) => void
const CHAINS = { http: ['eip155:1'], ws: [] }
const ok: Answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CHAINS))
const tooMany = (retryAfter: string): Answer => (response) => response.writeHead(429, { 'retry-after': retryAfter, 'content-type': 'application/json' }).end('{"message":"rate limited"}')
/** Never answers (a server past its time-out); the socket is closed when the test ends. */
const silent: Answer = () => undefined

let server: Server
let baseUrl = ''
let script: Answer[] = []
/** The virtual time at which each request arrived. */
let arrivals: number[] = []
let clock = new ManualClock()

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    arrivals.push(clock.now())
    const answer = script.length > 1 ? script.shift() : script[0]
    ;(answer ?? ok)(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function setup(answers: Answer[], options: { readonly timeoutMs?: number } = {}) {
  clock = new ManualClock()
  script = answers
  arrivals = []
  const api = new OfetchBlockchainApi({ projectId: 'p1', baseUrl, clock, storage: new InMemoryStorage(), ...options })
  return { api }
}

/** Real I/O runs outside virtual time: waits until the only timer armed is due at `clock.now() + ms`. */
async function untilWaiting(ms: number): Promise<void> {
  for (let turn = 0; !(clock.pendingTimers === 1 && clock.nextDueAt === clock.now() + ms); turn += 1) {
    if (turn > 2_000) throw new Error(`no single wait of ${ms} ms was armed (pending ${clock.pendingTimers}, next at +${(clock.nextDueAt ?? Number.NaN) - clock.now()})`)
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
}

/** Waits until `count` requests reached the server. */
async function untilArrived(count: number): Promise<void> {
  for (let turn = 0; arrivals.length < count; turn += 1) {
    if (turn > 2_000) throw new Error(`only ${arrivals.length} of ${count} requests arrived`)
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
}

describe('OfetchBlockchainApi against a rate-limited or slow server', () => {
  it('behavior: 429 with Retry-After 5 → the retry waits 5 s (not the 1 s backoff), then the answer wins', async () => {
    const { api } = setup([tooMany('5'), ok])

    const pending = api.getSupportedChains()
    await untilWaiting(5_000)
    await clock.advanceAsync(4_999)
    expect(arrivals).toHaveLength(1)
    await clock.advanceAsync(1)

    await expect(pending).resolves.toMatchObject({ http: ['eip155:1'] })
    expect(arrivals.map((at) => at - (arrivals[0] ?? 0))).toEqual([0, 5_000])
  })

  it('behavior: Retry-After as an HTTP date is honoured too', async () => {
    const { api } = setup([])
    script = [tooMany(new Date(clock.now() + 8_000).toUTCString()), ok]

    const pending = api.getSupportedChains()
    await untilWaiting(8_000)
    await clock.advanceAsync(8_000)

    await expect(pending).resolves.toBeDefined()
    expect(arrivals.map((at) => at - (arrivals[0] ?? 0))).toEqual([0, 8_000])
  })

  it('errors: rate-limited on every try → 4 requests spaced by Retry-After, then a typed 429 HttpRequestError; no crash', async () => {
    const { api } = setup([tooMany('3')])

    const pending = api.getSupportedChains()
    const settled = pending.then(() => undefined, (error: unknown) => error)
    for (let retry = 0; retry < 3; retry += 1) {
      await untilWaiting(retry === 2 ? 4_000 : 3_000) // max(backoff 1, 2, 4 s; Retry-After 3 s)
      await clock.advanceAsync(retry === 2 ? 4_000 : 3_000)
    }
    const error = await settled

    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 429, category: 'API_ERROR', details: { retryAfterMs: 3_000 } })
    expect(arrivals.map((at) => at - (arrivals[0] ?? 0))).toEqual([0, 3_000, 6_000, 10_000])
  })

  it('behavior: a hostile Retry-After (a day) is capped at 30 s, never parks the caller', async () => {
    const { api } = setup([tooMany('86400'), ok])

    const pending = api.getSupportedChains()
    await untilWaiting(30_000)
    await clock.advanceAsync(30_000)

    await expect(pending).resolves.toBeDefined()
  })

  it(`behavior: a server past the time-out (default ${HTTP_TIMEOUT_MS} ms) → the attempt is abandoned and retried, the next answer wins`, async () => {
    const { api } = setup([silent, ok])

    const pending = api.getSupportedChains()
    await untilArrived(1)
    await untilWaiting(HTTP_TIMEOUT_MS)
    await clock.advanceAsync(HTTP_TIMEOUT_MS)
    await untilWaiting(1_000)
    await clock.advanceAsync(1_000)

    await expect(pending).resolves.toMatchObject({ http: ['eip155:1'] })
    expect(arrivals.map((at) => at - (arrivals[0] ?? 0))).toEqual([0, HTTP_TIMEOUT_MS + 1_000])
  })

  it('errors: a server that never answers → a typed NETWORK_ERROR naming the time-out, after 4 attempts; parameters: timeoutMs', async () => {
    const { api } = setup([silent], { timeoutMs: 2_000 })

    const settled = api.getSupportedChains().then(() => undefined, (error: unknown) => error)
    for (const backoff of [1_000, 2_000, 4_000]) {
      await untilArrived(arrivals.length + 1)
      await untilWaiting(2_000)
      await clock.advanceAsync(2_000)
      await untilWaiting(backoff)
      await clock.advanceAsync(backoff)
    }
    await untilArrived(4)
    await untilWaiting(2_000)
    await clock.advanceAsync(2_000)
    const error = await settled

    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: undefined, category: 'NETWORK_ERROR', details: { timeoutMs: 2_000 } })
    expect(isAbortError(error)).toBe(false)
    expect(arrivals).toHaveLength(4)
    expect(clock.pendingTimers).toBe(0)
  })

  it('abort: the caller aborting a slow call gets an AbortError at once, not a time-out', async () => {
    const { api } = setup([silent])
    const controller = new AbortController()

    const settled = api.getSupportedChains({ signal: controller.signal }).then(() => undefined, (error: unknown) => error)
    await untilArrived(1)
    controller.abort()

    expect(isAbortError(await settled)).toBe(true)
    expect(clock.pendingTimers).toBe(0)
  })
})
