import type { Clock } from '../../ports/Clock.js'
import type { Logger } from '../../ports/Logger.js'
import type { Telemetry, TelemetryEvent, TelemetryProps } from '../../ports/Telemetry.js'
import { isAbortError } from '../errors/AbortedError.js'
import { BaseError } from '../errors/BaseError.js'
import { toBaseError } from '../errors/toBaseError.js'
import { ErrorReportLimiter } from './ErrorReportLimiter.js'
import type { TrackArguments } from './trackingEvents.js'

/** Where the event happened; read at send time. */
export interface PageInfo {
  readonly url: string
  readonly domain: string
}

/** The port, the clock, the on/off switch and the page and id sources of TelemetryService. */
export interface TelemetryServiceOptions {
  readonly telemetry: Telemetry
  readonly clock: Pick<Clock, 'now'>
  /** Analytics on or off. Off means nothing at all is sent, not even start-up events. */
  readonly enabled: boolean
  readonly page: () => PageInfo
  readonly newId: () => string
  /** Notes delivery failures, which are never thrown. */
  readonly logger?: Pick<Logger, 'warn'>
}

/** What an instance calls on its analytics policy (a TelemetryService, or a stand-in that loads one). */
export type TelemetryTracker = Pick<TelemetryService, 'track' | 'reportError'>

/**
 * The core's analytics policy over the Telemetry port: builds the
 * event body, sends nothing when disabled, caps error reports at 5 per rolling
 * minute, and never throws. `telemetry.track('SWITCH_NETWORK', { network: 'eip155:1' })`.
 */
export class TelemetryService {
  readonly #options: TelemetryServiceOptions
  readonly #limiter: ErrorReportLimiter
  // The same error object often passes several wrap–report–rethrow layers; send it once.
  readonly #reported = new WeakSet<object>()

  constructor(options: TelemetryServiceOptions) {
    this.#options = options
    this.#limiter = new ErrorReportLimiter(options.clock)
  }

  /** Whether anything is ever sent. */
  get enabled(): boolean {
    return this.#options.enabled
  }

  /** Sends a tracking event; resolves when delivered or dropped, never rejects. */
  track<Event extends string>(event: Event, ...[properties]: TrackArguments<Event>): Promise<void> {
    if (!this.#options.enabled) return Promise.resolve()
    return this.#send({ type: 'track', event, ...(properties === undefined ? {} : { properties }) })
  }

  /**
   * Reports an error (event = its category). Skips aborts, errors already
   * reported, and anything over the rate limit; resolves, never rejects.
   */
  reportError(error: unknown): Promise<void> {
    if (!this.#options.enabled) return Promise.resolve()
    if (isAbortError(error)) return Promise.resolve()
    if (typeof error === 'object' && error !== null) {
      if (this.#reported.has(error)) return Promise.resolve()
      this.#reported.add(error)
    }
    if (!this.#limiter.tryAcquire()) return Promise.resolve()
    return this.#send(errorProps(error))
  }

  async #send(props: TelemetryProps): Promise<void> {
    try {
      const page = this.#options.page()
      const event: TelemetryEvent = {
        eventId: this.#options.newId(),
        url: withoutQueryAndHash(page.url),
        domain: page.domain,
        timestamp: this.#options.clock.now(),
        props,
      }
      await this.#options.telemetry.send(event)
    } catch (failure) {
      this.#options.logger?.warn('Telemetry event not delivered', { event: props.event, failure })
    }
  }
}

function errorProps(error: unknown): TelemetryProps {
  // A foreign Error keeps its own name and text (TypeError says more than "unexpected").
  const described = error instanceof Error ? error : toBaseError(error)
  return {
    type: 'error',
    event: error instanceof BaseError ? error.category : 'INTERNAL_SDK_ERROR',
    errorType: described.name,
    errorMessage: described.message,
    ...(described.stack === undefined ? {} : { stackTrace: described.stack }),
  }
}

// Query strings and fragments carry one-time secrets (social login result_uri, OTP links);
// analytics need the page, not those.
function withoutQueryAndHash(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}
