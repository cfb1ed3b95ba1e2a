import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { useMswServer } from '../tests/support/mswServer.js'
import { lazyTelemetry } from './lazyTelemetry.js'

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
