import type { Clock, TimerId } from '../../ports/Clock.js'

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>
type NativeTimerId = Parameters<typeof globalThis.clearTimeout>[0]

/**
 * The Clock port over the runtime's own `Date.now` and timers. Looks the timers up on
 * every call, so a test framework's fake timers (`vi.useFakeTimers()`) are honoured.
 * @example const clock = new SystemClock()
 */
export class SystemClock implements Clock {
  readonly #host: Timers & { readonly Date: DateConstructor }

  constructor(host: Timers & { readonly Date: DateConstructor } = globalThis) {
    this.#host = host
  }

  now(): number {
    return this.#host.Date.now()
  }

  setTimeout(callback: () => void, ms: number): TimerId {
    return this.#host.setTimeout(callback, ms) as TimerId
  }

  clearTimeout(id: TimerId): void {
    this.#host.clearTimeout(id as NativeTimerId)
  }

  setInterval(callback: () => void, ms: number): TimerId {
    return this.#host.setInterval(callback, ms) as TimerId
  }

  clearInterval(id: TimerId): void {
    this.#host.clearInterval(id as NativeTimerId)
  }
}
