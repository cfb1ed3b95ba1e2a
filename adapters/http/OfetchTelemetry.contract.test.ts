import { http, HttpResponse } from 'msw'
import type { TelemetryEvent } from '../../ports/Telemetry.js'
import { describeTelemetryContract } from '../../test-doubles/contracts/describeTelemetryContract.js'
import { useMswServer } from '../../tests/support/mswServer.js'
import { OfetchTelemetry } from './OfetchTelemetry.js'

// The real adapter against the same contract as RecordingTelemetry; msw plays the collector.
const { server } = useMswServer()

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
