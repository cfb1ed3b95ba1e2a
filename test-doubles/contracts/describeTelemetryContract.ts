import { describe, expect, it } from 'vitest'
import type { Telemetry, TelemetryEvent } from '../../ports/Telemetry.js'

/** A Telemetry adapter under test and, optionally, a way to read what reached the collector. */
export interface TelemetryHarness {
  readonly telemetry: Telemetry
  /** The events the collector received so far, oldest first. */
  readonly delivered?: () => readonly TelemetryEvent[] | Promise<readonly TelemetryEvent[]>
  readonly teardown?: () => void | Promise<void>
}

const event = (name: string, props: Partial<TelemetryEvent['props']> = {}): TelemetryEvent =>
  Object.freeze({
    eventId: `00000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}`,
    url: 'https://dapp.example/swap',
    domain: 'dapp.example',
    timestamp: Date.UTC(2026, 0, 1),
    props: Object.freeze({ type: 'track' as const, event: name, ...props }),
  })

/**
 * Registers the Telemetry port's contract: `send` resolves, does not touch the event, and
 * (when the harness can see the collector) delivers it intact and in order.
 * @example describeTelemetryContract('RecordingTelemetry', () => { const t = new RecordingTelemetry(); return { telemetry: t, delivered: () => t.events } })
 */
export function describeTelemetryContract(name: string, setup: () => TelemetryHarness | Promise<TelemetryHarness>): void {
  const run = (body: (harness: TelemetryHarness) => Promise<void>) => async () => {
    const harness = await setup()
    try {
      await body(harness)
    } finally {
      await harness.teardown?.()
    }
  }

  describe(`Telemetry contract: ${name}`, () => {
    it(
      'send: resolves undefined for a track event, without mutating it (events are frozen)',
      run(async ({ telemetry, delivered }) => {
        const sent = event('MODAL_OPEN', { properties: { connected: false } })

        await expect(telemetry.send(sent)).resolves.toBeUndefined()

        if (delivered) expect(await delivered()).toEqual([sent])
      }),
    )

    it(
      'send: an error event arrives with its error fields',
      run(async ({ telemetry, delivered }) => {
        const sent = event('ERROR', { type: 'error', errorType: 'UserRejectedRequestError', errorMessage: 'User rejected the request.', stackTrace: 'at connect' })

        await telemetry.send(sent)

        if (delivered) expect(await delivered()).toEqual([sent])
      }),
    )

    it(
      'send: several sends all resolve and all arrive, in order when sequential',
      run(async ({ telemetry, delivered }) => {
        const names = ['CONNECT_STARTED', 'CONNECT_SUCCESS', 'SWITCH_NETWORK']

        for (const name of names) await telemetry.send(event(name))

        if (delivered) expect((await delivered()).map((entry) => entry.props.event)).toEqual(names)
      }),
    )
  })
}
