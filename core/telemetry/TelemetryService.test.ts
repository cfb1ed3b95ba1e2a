import { describe, expect, it, vi } from 'vitest'
import type { Telemetry, TelemetryEvent } from '../../ports/Telemetry.js'
import { AbortedError } from '../errors/AbortedError.js'
import { BaseError } from '../errors/BaseError.js'
import { TelemetryService, type TelemetryServiceOptions } from './TelemetryService.js'
import { TRACKING_EVENTS } from './trackingEvents.js'

class RecordingTelemetry implements Telemetry {
  readonly events: TelemetryEvent[] = []
  send = vi.fn(async (event: TelemetryEvent) => {
    this.events.push(event)
  })
}

function setup(overrides: Partial<TelemetryServiceOptions> = {}) {
  const telemetry = new RecordingTelemetry()
  const clock = { time: 1_700_000_000_000, now: () => clock.time }
  let id = 0
  const service = new TelemetryService({
    telemetry,
    clock,
    enabled: true,
    page: () => ({ url: 'https://dapp.example/swap', domain: 'dapp.example' }),
    newId: () => `id-${++id}`,
    ...overrides,
  })
  return { service, telemetry, clock }
}

describe('TelemetryService', () => {
  describe('track', () => {
    it('behavior: builds the POST /e body for SOCIAL_LOGIN_SUCCESS', async () => {
      const { service, telemetry } = setup()

      await service.track(TRACKING_EVENTS.SOCIAL_LOGIN_SUCCESS, { provider: 'google' })

      expect(telemetry.events).toEqual([
        {
          eventId: 'id-1',
          url: 'https://dapp.example/swap',
          domain: 'dapp.example',
          timestamp: 1_700_000_000_000,
          props: { type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'google' } },
        },
      ])
    })

    it('behavior: SWITCH_NETWORK carries its network', async () => {
      const { service, telemetry } = setup()

      await service.track(TRACKING_EVENTS.SWITCH_NETWORK, { network: 'eip155:8453' })

      expect(telemetry.events[0]?.props).toEqual({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' } })
    })

    it('behavior: an event without properties sends no properties key', async () => {
      const { service, telemetry } = setup()

      await service.track('CONNECT_SUCCESS')

      expect(telemetry.events[0]?.props).toEqual({ type: 'track', event: 'CONNECT_SUCCESS' })
    })

    it('behavior: each event gets a fresh id and the time of sending', async () => {
      const { service, telemetry, clock } = setup()

      await service.track('A')
      clock.time += 5_000
      await service.track('B')

      expect(telemetry.events.map((event) => [event.eventId, event.timestamp])).toEqual([
        ['id-1', 1_700_000_000_000],
        ['id-2', 1_700_000_005_000],
      ])
    })

    it('behavior: query string and fragment are stripped from the url', async () => {
      const { service, telemetry } = setup({
        page: () => ({ url: 'https://dapp.example/tg?result_uri=secret#otp=1', domain: 'dapp.example' }),
      })

      await service.track('A')

      expect(telemetry.events[0]?.url).toBe('https://dapp.example/tg')
    })

    it('behavior: tracking is not rate limited', async () => {
      const { service, telemetry } = setup()

      for (let index = 0; index < 20; index += 1) await service.track('A')

      expect(telemetry.events).toHaveLength(20)
    })
  })

  describe('reportError', () => {
    it('behavior: builds the error body from a BaseError, event = category', async () => {
      const { service, telemetry } = setup()
      const error = new BaseError('Chain adapter not found', { category: 'INTERNAL_SDK_ERROR' })

      await service.reportError(error)

      expect(telemetry.events[0]).toEqual({
        eventId: 'id-1',
        url: 'https://dapp.example/swap',
        domain: 'dapp.example',
        timestamp: 1_700_000_000_000,
        props: {
          type: 'error',
          event: 'INTERNAL_SDK_ERROR',
          errorType: 'WalletportError',
          errorMessage: 'Chain adapter not found',
          stackTrace: error.stack,
        },
      })
    })

    it('behavior: a foreign Error keeps its own name and text, as INTERNAL_SDK_ERROR', async () => {
      const { service, telemetry } = setup()

      await service.reportError(new TypeError('x is undefined'))

      expect(telemetry.events[0]?.props).toMatchObject({ event: 'INTERNAL_SDK_ERROR', errorType: 'TypeError', errorMessage: 'x is undefined' })
    })

    it('behavior: a thrown non-error is still described', async () => {
      const { service, telemetry } = setup()

      await service.reportError('plain string')

      expect(telemetry.events[0]?.props).toMatchObject({ type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'WalletportError' })
      expect(telemetry.events[0]?.props.errorMessage).toContain('plain string')
    })

    it('behavior: the 6th error inside 60 000 ms is refused, and accepted once the oldest left the window', async () => {
      const { service, telemetry, clock } = setup()
      const start = clock.time
      for (let index = 0; index < 5; index += 1) {
        clock.time = start + index * 1_000
        await service.reportError(new BaseError(`error ${index}`))
      }

      clock.time = start + 59_999
      await service.reportError(new BaseError('sixth, too early'))
      clock.time = start + 60_000
      await service.reportError(new BaseError('sixth, in time'))

      expect(telemetry.events.map((event) => event.props.errorMessage)).toEqual([
        'error 0',
        'error 1',
        'error 2',
        'error 3',
        'error 4',
        'sixth, in time',
      ])
    })

    it('behavior: the same error object is sent once, however many layers report it', async () => {
      const { service, telemetry } = setup()
      const error = new BaseError('once')

      await service.reportError(error)
      await service.reportError(error)

      expect(telemetry.events).toHaveLength(1)
    })

    it('behavior: aborts are cancellations, not faults, and are not sent', async () => {
      const { service, telemetry } = setup()

      await service.reportError(new AbortedError())
      await service.reportError(new DOMException('aborted', 'AbortError'))

      expect(telemetry.events).toEqual([])
    })
  })

  describe('enabled: false', () => {
    it('behavior: nothing at all is sent — no initialize, no tracking, no errors — and no page or id is read', async () => {
      const page = vi.fn(() => ({ url: 'https://dapp.example', domain: 'dapp.example' }))
      const newId = vi.fn(() => 'id')
      const { service, telemetry } = setup({ enabled: false, page, newId })

      await service.track(TRACKING_EVENTS.INITIALIZE)
      await service.track(TRACKING_EVENTS.SWITCH_NETWORK, { network: 'eip155:1' })
      await service.reportError(new BaseError('x'))

      expect(telemetry.send).not.toHaveBeenCalled()
      expect(page).not.toHaveBeenCalled()
      expect(newId).not.toHaveBeenCalled()
      expect(service.enabled).toBe(false)
    })
  })

  describe('failures', () => {
    it('behavior: a rejecting port never rejects out of track or reportError, and is logged', async () => {
      const warn = vi.fn()
      const telemetry: Telemetry = { send: () => Promise.reject(new Error('offline')) }
      const { service } = setup({ telemetry, logger: { warn } })

      await expect(service.track('A')).resolves.toBeUndefined()
      await expect(service.reportError(new BaseError('x'))).resolves.toBeUndefined()

      expect(warn).toHaveBeenCalledTimes(2)
      expect(warn).toHaveBeenCalledWith('Telemetry event not delivered', { event: 'A', failure: new Error('offline') })
    })

    it('behavior: a port that throws synchronously, or a page() that throws, never escapes', async () => {
      const throwingPort: Telemetry = {
        send: () => {
          throw new Error('sync')
        },
      }
      const first = setup({ telemetry: throwingPort })
      const second = setup({
        page: () => {
          throw new Error('no page during SSR')
        },
      })

      await expect(first.service.track('A')).resolves.toBeUndefined()
      await expect(second.service.reportError(new Error('x'))).resolves.toBeUndefined()
      expect(second.telemetry.send).not.toHaveBeenCalled()
    })
  })

  describe('types', () => {
    it('types: known events require their properties (checked by tsc); untyped callers are still sent as given', async () => {
      const { service, telemetry } = setup()

      // @ts-expect-error SOCIAL_LOGIN_SUCCESS needs { provider }
      await service.track('SOCIAL_LOGIN_SUCCESS')
      // @ts-expect-error SWITCH_NETWORK needs network, not provider
      await service.track('SWITCH_NETWORK', { provider: 'google' })

      expect(telemetry.events.map((event) => event.props)).toEqual([
        { type: 'track', event: 'SOCIAL_LOGIN_SUCCESS' },
        { type: 'track', event: 'SWITCH_NETWORK', properties: { provider: 'google' } },
      ])
    })
  })
})
