import type { Clock, TimerId } from '../../ports/Clock.js'

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>
type NativeTimerId = Parameters<typeof globalThis.clearTimeout>[0]
/** A browser's frame callbacks, when the host has them (looked up on every call, like the timers). */
type Frames = Partial<Pick<typeof globalThis, 'requestAnimationFrame' | 'cancelAnimationFrame'>>

/**
 * If no frame comes within this long (a hidden tab, a DOM that does not render), an
 * `afterRender` callback runs anyway.
 */
export const AFTER_RENDER_FALLBACK_MS = 100

/** The handle `afterRender` returns: its frame callback and timers, cancelled together. */
class AfterRenderTimer {
  constructor(readonly cancel: () => void) {}
}

/**
 * The Clock port over the runtime's own `Date.now` and timers. Looks the timers up on
 * every call, so a test framework's fake timers (`vi.useFakeTimers()`) are honoured.
 * @example const clock = new SystemClock()
 */
export class SystemClock implements Clock {
  readonly #host: Timers & Frames & { readonly Date: DateConstructor }

  constructor(host: Timers & Frames & { readonly Date: DateConstructor } = globalThis) {
    this.#host = host
  }

  now(): number {
    return this.#host.Date.now()
  }

  setTimeout(callback: () => void, ms: number): TimerId {
    return this.#host.setTimeout(callback, ms) as TimerId
  }

  clearTimeout(id: TimerId): void {
    if (id instanceof AfterRenderTimer) id.cancel()
    else this.#host.clearTimeout(id as NativeTimerId)
  }

  /**
   * A browser runs zero-delay timers before its next frame when they are due first; this
   * waits for the next animation frame, then a task (so after that frame's paint), with a
   * fallback timer. Without frames (Node) it is a zero-delay timer.
   */
  afterRender(callback: () => void): TimerId {
    const host = this.#host
    if (typeof host.requestAnimationFrame !== 'function') return this.setTimeout(callback, 0)
    let task: NativeTimerId
    const run = () => {
      timer.cancel()
      callback()
    }
    const fallback = host.setTimeout(run, AFTER_RENDER_FALLBACK_MS)
    const frame = host.requestAnimationFrame(() => {
      task = host.setTimeout(run, 0)
    })
    const timer = new AfterRenderTimer(() => {
      host.clearTimeout(fallback)
      host.clearTimeout(task)
      host.cancelAnimationFrame?.(frame)
    })
    return timer
  }

  setInterval(callback: () => void, ms: number): TimerId {
    return this.#host.setInterval(callback, ms) as TimerId
  }

  clearInterval(id: TimerId): void {
    this.#host.clearInterval(id as NativeTimerId)
  }
}
