import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { RecordingTelemetry } from '../test-doubles/RecordingTelemetry.js'
import { useMswServer } from '../tests/support/mswServer.js'
import { lazyTelemetry, lazyTelemetryService } from './lazyTelemetry.js'

const { server } = useMswServer()

it('behavior: loads the ofetch adapter on the first event and delivers it', async () => {
  const bodies: unknown[] = []
  server.use(
    http.post('https://pulse.test/e', async ({ request }) => {
      bodies.push({ query: new URL(request.url).search, body: await request.json() })
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const telemetry = lazyTelemetry({ baseUrl: 'https://pulse.test', projectId: 'p1', sdkType: 'walletport', sdkVersion: 'walletport-test' })
  const event = { eventId: 'e1', url: 'https://app.test/', domain: 'app.test', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } } as const
  await telemetry.send(event)
  await telemetry.send({ ...event, eventId: 'e2' })
  expect(bodies).toEqual([
    { query: '?projectId=p1&st=walletport&sv=walletport-test', body: event },
    { query: '?projectId=p1&st=walletport&sv=walletport-test', body: { ...event, eventId: 'e2' } },
  ])
})

describe('lazyTelemetryService', () => {
  const base = { clock: { now: () => 42 }, page: () => ({ url: 'https://app.test/x?secret=1', domain: 'app.test' }), newId: () => 'id-1' }

  it('behavior: analytics off → nothing is loaded or sent', async () => {
    const telemetry = new RecordingTelemetry()
    const service = lazyTelemetryService({ ...base, telemetry, enabled: false })
    await service.track('MODAL_OPEN')
    await service.reportError(new Error('boom'))
    expect(telemetry.attempts).toBe(0)
  })

  it('behavior: analytics on → the TelemetryService (lazy) sends the tracking event, errors capped like the service', async () => {
    const telemetry = new RecordingTelemetry()
    const service = lazyTelemetryService({ ...base, telemetry, enabled: true })
    await service.track('SWITCH_NETWORK', { network: 'eip155:137' })
    for (let count = 0; count < 7; count += 1) await service.reportError(new Error(`boom ${count}`))
    expect(telemetry.events[0]).toEqual({
      eventId: 'id-1',
      url: 'https://app.test/x',
      domain: 'app.test',
      timestamp: 42,
      props: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:137' } },
    })
    expect(telemetry.events.filter((event) => event.props.type === 'error')).toHaveLength(5)
  })
})
