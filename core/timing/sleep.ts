import type { Clock } from '../../ports/Clock.js'
import { AbortedError, throwIfAborted } from '../errors/AbortedError.js'

/**
 * Resolves after `ms` on `clock`; rejects with AbortedError as soon as `signal`
 * fires (the timer is cleared): `await sleep(clock, 1_000, signal)`.
 */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    throwIfAborted(signal)
    const onAbort = () => {
      clock.clearTimeout(timer)
      reject(new AbortedError({ cause: signal?.reason }))
    }
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
