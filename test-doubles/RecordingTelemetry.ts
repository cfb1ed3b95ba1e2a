import type { Telemetry, TelemetryEvent } from '../ports/Telemetry.js'
import { FailureScript } from './FailureScript.js'

/**
 * Telemetry that keeps what it is sent: `events` holds every delivered event, `attempts`
 * counts sends including failed ones; `failNext`/`failAlways` make sending reject.
 * @example const telemetry = new RecordingTelemetry(); expect(telemetry.eventNames()).toEqual(['MODAL_OPEN'])
 */
export class RecordingTelemetry implements Telemetry {
  readonly #events: TelemetryEvent[] = []
  readonly #failures = new FailureScript<'send'>()
  #attempts = 0

  async send(event: TelemetryEvent): Promise<void> {
    this.#attempts += 1
    this.#failures.throwIfScripted('send')
    this.#events.push(event)
  }

  /** Every event delivered, oldest first. */
  get events(): readonly TelemetryEvent[] {
    return [...this.#events]
  }

  /** How many times `send` was called, failures included. */
  get attempts(): number {
    return this.#attempts
  }

  /** The `props.event` of every delivered event, oldest first. */
  eventNames(): string[] {
    return this.#events.map((event) => event.props.event)
  }

  /** Forgets delivered events and attempts. */
  clear(): this {
    this.#events.length = 0
    this.#attempts = 0
    return this
  }

  /** The next `send` rejects with `error` and delivers nothing. */
  failNext(error: unknown): this {
    this.#failures.failNext('send', error)
    return this
  }

  /** Every `send` rejects with `error` until `clearFailures`. */
  failAlways(error: unknown): this {
    this.#failures.failAlways('send', error)
    return this
  }

  /** Stops failing. */
  clearFailures(): this {
    this.#failures.clear()
    return this
  }
}
