import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import type { TelemetryEvent } from '../../ports/Telemetry.js'
import { describeTelemetryContract } from '../../test-doubles/contracts/describeTelemetryContract.js'
import { OfetchTelemetry } from './OfetchTelemetry.js'

// The real adapter against the same contract as RecordingTelemetry; msw plays the collector.
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describeTelemetryContract('OfetchTelemetry', () => {
  const delivered: TelemetryEvent[] = []
  server.resetHandlers(
    http.post('https://pulse.test/e', async ({ request }) => {
      delivered.push((await request.json()) as TelemetryEvent)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { telemetry: new OfetchTelemetry({ baseUrl: 'https://pulse.test', projectId: 'p1' }), delivered: () => delivered }
})
