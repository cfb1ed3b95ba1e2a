import type { Clock } from '../../ports/Clock.js'

/**
 * Resolves after `ms` on `clock`, or at once when `signal` aborts (never rejects: the caller
 * checks the signal). Zero or less resolves at once.
 * @example await pause(clock, 1_000, controller.signal)
 */
export function pause(clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>, ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve()
  return new Promise((resolve) => {
    const done = (): void => {
      clock.clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = clock.setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })
}
