import { describe, expect, it } from 'vitest'
import type { TelemetryEvent } from '../ports/Telemetry.js'
import { RecordingTelemetry } from './RecordingTelemetry.js'
import { describeTelemetryContract } from './contracts/describeTelemetryContract.js'

describeTelemetryContract('RecordingTelemetry', () => {
  const telemetry = new RecordingTelemetry()
  return { telemetry, delivered: () => telemetry.events }
})

const event = (name: string): TelemetryEvent => ({
  eventId: `id-${name}`,
  url: 'https://dapp.example',
  domain: 'dapp.example',
  timestamp: 0,
  props: { type: 'track', event: name },
})

describe('RecordingTelemetry', () => {
  it('eventNames / attempts / clear', async () => {
    const telemetry = new RecordingTelemetry()

    await telemetry.send(event('MODAL_OPEN'))
    await telemetry.send(event('MODAL_CLOSE'))

    expect(telemetry.eventNames()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(telemetry.attempts).toBe(2)
    telemetry.clear()
    expect(telemetry.events).toEqual([])
    expect(telemetry.attempts).toBe(0)
  })

  it('failNext: the next send rejects and records nothing but the attempt', async () => {
    const failure = new Error('offline')
    const telemetry = new RecordingTelemetry().failNext(failure)

    await expect(telemetry.send(event('A'))).rejects.toBe(failure)
    await telemetry.send(event('B'))

    expect(telemetry.eventNames()).toEqual(['B'])
    expect(telemetry.attempts).toBe(2)
  })

  it('failAlways / clearFailures', async () => {
    const telemetry = new RecordingTelemetry().failAlways(new Error('offline'))

    await expect(telemetry.send(event('A'))).rejects.toThrow('offline')
    await expect(telemetry.send(event('B'))).rejects.toThrow('offline')
    telemetry.clearFailures()
    await telemetry.send(event('C'))

    expect(telemetry.eventNames()).toEqual(['C'])
  })
})
