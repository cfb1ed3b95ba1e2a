import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_SDK_VERSION, SDK_TYPE } from '../../core/options/serviceDefaults.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import type { TelemetryEvent } from '../../ports/Telemetry.js'
import { useMswServer } from '../../tests/support/mswServer.js'
import { OfetchTelemetry } from './OfetchTelemetry.js'

const { server } = useMswServer()

const EVENT: TelemetryEvent = {
  eventId: '7f1c2b1e-1111-4c3a-9a55-000000000001',
  url: 'https://dapp.example/swap',
  domain: 'dapp.example',
  timestamp: 1_700_000_000_000,
  props: { type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'TypeError', errorMessage: 'x', stackTrace: 'at y' },
}

interface Received {
  readonly method: string
  readonly path: string
  readonly query: Record<string, string>
  readonly contentType: string | null
  readonly body: unknown
}

/** Answers `status` on POST {origin}/e and records what went over the wire. */
function receiver(origin: string, status = 204) {
  const received: Received[] = []
  server.use(
    http.post(`${origin}/e`, async ({ request }) => {
      const url = new URL(request.url)
      received.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        contentType: request.headers.get('content-type'),
        body: await request.json(),
      })
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ error: 'nope' }, { status })
    }),
  )
  return received
}

describe('OfetchTelemetry', () => {
  it('default: POSTs the event as JSON to the pulse API /e with projectId, st and sv', async () => {
    const received = receiver('https://pulse.walletconnect.org')
    const telemetry = new OfetchTelemetry({ projectId: 'project-123' })

    await telemetry.send(EVENT)

    expect(received).toEqual([
      {
        method: 'POST',
        path: '/e',
        query: { projectId: 'project-123', st: SDK_TYPE, sv: DEFAULT_SDK_VERSION },
        contentType: 'application/json',
        body: EVENT,
      },
    ])
  })

  it('parameters: baseUrl (trailing slash tolerated), sdkType, sdkVersion', async () => {
    const received = receiver('https://analytics.test/v2')
    const telemetry = new OfetchTelemetry({
      baseUrl: 'https://analytics.test/v2/',
      projectId: 'p',
      sdkType: 'walletport-react',
      sdkVersion: 'walletport-9.9.9',
    })

    await telemetry.send(EVENT)

    expect(received.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/v2/e', query: { projectId: 'p', st: 'walletport-react', sv: 'walletport-9.9.9' } },
    ])
  })

  it.each([500, 503])('behavior: a %i rejects with HttpRequestError, API_ERROR, and is not retried', async (status) => {
    const received = receiver('https://pulse.walletconnect.org', status)
    const telemetry = new OfetchTelemetry({ projectId: 'p' })

    const error = await telemetry.send(EVENT).catch((failure: unknown) => failure)

    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ category: 'API_ERROR', status, method: 'POST', url: 'https://pulse.walletconnect.org/e' })
    expect(received).toHaveLength(1)
  })

  it('behavior: a 4xx also rejects as API_ERROR with its status', async () => {
    receiver('https://pulse.walletconnect.org', 400)
    const telemetry = new OfetchTelemetry({ projectId: 'p' })

    await expect(telemetry.send(EVENT)).rejects.toMatchObject({ category: 'API_ERROR', status: 400 })
  })

  it('behavior: no response at all rejects as NETWORK_ERROR without a status', async () => {
    server.use(http.post('https://pulse.walletconnect.org/e', () => HttpResponse.error()))
    const telemetry = new OfetchTelemetry({ projectId: 'p' })

    const error = await telemetry.send(EVENT).catch((failure: unknown) => failure)

    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ category: 'NETWORK_ERROR', status: undefined })
  })

  it('parameters: fetch — an injected fetch is used instead of the global one', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }))
    const telemetry = new OfetchTelemetry({ projectId: 'p', fetch })

    await telemetry.send(EVENT)

    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `https://pulse.walletconnect.org/e?projectId=p&st=${SDK_TYPE}&sv=${encodeURIComponent(DEFAULT_SDK_VERSION)}`,
    )
  })
})
