import type { Clock } from '../../ports/Clock.js'
import { AbortedError, throwIfAborted } from '../errors/AbortedError.js'
import { sleep } from './sleep.js'

export const DATA_FETCH_RETRY = { retries: 3, initialDelayMs: 1_000, factor: 2, maxDelayMs: 30_000 } as const

/** The exponential backoff schedule; defaults are DATA_FETCH_RETRY. */
export interface BackoffOptions {
  /** Retries after the first attempt (default 3). */
  readonly retries?: number
  /** Delay before the first retry (default 1000 ms). */
  readonly initialDelayMs?: number
  /** Each delay is the previous one times this (default 2: doubled). */
  readonly factor?: number
  /** No delay is longer, Retry-After included (default 30 000 ms). */
  readonly maxDelayMs?: number
}

/** The backoff plus the clock, the retry decision, Retry-After and cancellation. */
export interface RetryOptions extends BackoffOptions {
  readonly clock: Clock
  /** False stops retrying and rethrows at once (e.g. a 4xx or a user rejection). Default: retry everything. */
  readonly shouldRetry?: (error: unknown, attempt: number) => boolean
  /** A server-requested wait (HTTP Retry-After) in ms, or undefined for none. */
  readonly retryAfterMs?: (error: unknown) => number | undefined
  readonly signal?: AbortSignal
}

/**
 * The wait before retry number `attempt + 1`, without Retry-After:
 * `backoffDelayMs(0) === 1000`, `backoffDelayMs(2) === 4000`, capped at `maxDelayMs`.
 */
export function backoffDelayMs(attempt: number, options: BackoffOptions = {}): number {
  const {
    initialDelayMs = DATA_FETCH_RETRY.initialDelayMs,
    factor = DATA_FETCH_RETRY.factor,
    maxDelayMs = DATA_FETCH_RETRY.maxDelayMs,
  } = options
  return Math.min(initialDelayMs * factor ** attempt, maxDelayMs)
}

/**
 * Calls `fn(attempt)` until it resolves, waiting 1 s, 2 s, 4 s between tries
 * by default; rethrows the last error when retries run out or `shouldRetry` says
 * no; rejects with AbortedError once `signal` fires.
 * `await retry(() => api.getBalance(address), { clock, shouldRetry: isTransient })`.
 */
export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { clock, retries = DATA_FETCH_RETRY.retries, shouldRetry = () => true, retryAfterMs, signal } = options
  for (let attempt = 0; ; attempt += 1) {
    throwIfAborted(signal)
    try {
      return await fn(attempt)
    } catch (error) {
      // The failure is most likely the abort itself; report it as one.
      if (signal?.aborted) throw new AbortedError({ cause: signal.reason })
      if (attempt >= retries || !shouldRetry(error, attempt)) throw error
      await sleep(clock, delayBeforeRetry(attempt, error, options, retryAfterMs), signal)
    }
  }
}

function delayBeforeRetry(
  attempt: number,
  error: unknown,
  options: BackoffOptions,
  retryAfterMs: RetryOptions['retryAfterMs'],
): number {
  const backoff = backoffDelayMs(attempt, options)
  const requested = retryAfterMs?.(error)
  if (requested === undefined || !Number.isFinite(requested) || requested < 0) return backoff
  // Retry-After is a lower bound from the server, but a hostile or broken value must not
  // park the caller for hours: the cap still applies.
  return Math.min(Math.max(backoff, requested), options.maxDelayMs ?? DATA_FETCH_RETRY.maxDelayMs)
}
