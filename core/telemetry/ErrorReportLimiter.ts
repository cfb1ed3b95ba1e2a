import type { Clock } from '../../ports/Clock.js'

export const ERROR_REPORT_LIMIT = { count: 5, windowMs: 60_000 } as const

/**
 * A true rolling window (by default at most 5 error reports per 60 000 ms): a report
 * is allowed when fewer than `count` were allowed in the last `windowMs`.
 * Refused attempts do not count, so a burst cannot keep the window shut.
 */
export class ErrorReportLimiter {
  readonly #clock: Pick<Clock, 'now'>
  readonly #count: number
  readonly #windowMs: number
  #allowedAt: readonly number[] = []

  constructor(clock: Pick<Clock, 'now'>, limit: { readonly count: number; readonly windowMs: number } = ERROR_REPORT_LIMIT) {
    this.#clock = clock
    this.#count = limit.count
    this.#windowMs = limit.windowMs
  }

  /** Takes a slot if one is free now: `if (limiter.tryAcquire()) send(...)`. */
  tryAcquire(): boolean {
    const now = this.#clock.now()
    // A report made at t is in the window while now - t < windowMs.
    this.#allowedAt = this.#allowedAt.filter((time) => now - time < this.#windowMs)
    if (this.#allowedAt.length >= this.#count) return false
    this.#allowedAt = [...this.#allowedAt, now]
    return true
  }
}
