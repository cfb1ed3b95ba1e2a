import type { Clock } from '../../ports/Clock.js'

/** The outcome of `raceWithTimeout`: the value, or the fact that time ran out first. */
export type RaceResult<T> = { readonly timedOut: true } | { readonly timedOut: false; readonly value: T }

/**
 * Waits for `promise` at most `ms` on `clock`. Resolves `{ timedOut: true }` when
 * time runs out first (the promise keeps running; a late rejection is absorbed);
 * a rejection before that rejects. Used for the 2 s image-preload race:
 * `const result = await raceWithTimeout(clock, preload(url), IMAGE_PRELOAD_RACE_MS)`.
 */
export function raceWithTimeout<T>(clock: Clock, promise: PromiseLike<T>, ms: number): Promise<RaceResult<T>> {
  return new Promise<RaceResult<T>>((resolve, reject) => {
    const timer = clock.setTimeout(() => resolve({ timedOut: true }), ms)
    promise.then(
      (value) => {
        clock.clearTimeout(timer)
        resolve({ timedOut: false, value })
      },
      (error: unknown) => {
        clock.clearTimeout(timer)
        reject(error)
      },
    )
  })
}
