import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Clock } from '../../ports/Clock.js'
import { SystemClock } from '../../adapters/clock/SystemClock.js'
import { AbortedError } from '../errors/AbortedError.js'
import { backoffDelayMs, retry, DATA_FETCH_RETRY } from './retry.js'

// SystemClock reads the global timers on every call, so vitest's fake timers drive it.
const fakeTimersClock = (): Clock => new SystemClock()

/** An fn that records the clock time of each attempt and fails `failures` times. */
function flaky(clock: Clock, failures: number, error: (attempt: number) => unknown = (attempt) => new Error(`fail ${attempt}`)) {
  const start = clock.now()
  const attemptsAt: number[] = []
  const fn = vi.fn(async (attempt: number) => {
    attemptsAt.push(clock.now() - start)
    if (attempt < failures) throw error(attempt)
    return `ok after ${attempt}`
  })
  return { fn, attemptsAt }
}

describe('backoffDelayMs', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [20, 30_000],
  ])('default: attempt %i → %i ms (1 s doubled, cap 30 s)', (attempt, delay) => {
    expect(backoffDelayMs(attempt)).toBe(delay)
  })

  it('parameters: initialDelayMs, factor, maxDelayMs', () => {
    expect(backoffDelayMs(2, { initialDelayMs: 100, factor: 3, maxDelayMs: 500 })).toBe(500)
    expect(backoffDelayMs(1, { initialDelayMs: 100, factor: 3, maxDelayMs: 500 })).toBe(300)
  })
})

describe('retry', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: 3 retries spaced 1000, 2000, 4000 ms, then the last error is rethrown', async () => {
    const clock = fakeTimersClock()
    const { fn, attemptsAt } = flaky(clock, Infinity)

    const result = retry(fn, { clock }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)

    expect(attemptsAt).toEqual([0, 1_000, 3_000, 7_000])
    expect(await result).toEqual(new Error('fail 3'))
  })

  it('behavior: resolves with the first success and stops trying', async () => {
    const clock = fakeTimersClock()
    const { fn, attemptsAt } = flaky(clock, 2)

    const result = retry(fn, { clock })
    await vi.advanceTimersByTimeAsync(60_000)

    await expect(result).resolves.toBe('ok after 2')
    expect(attemptsAt).toEqual([0, 1_000, 3_000])
  })

  it('behavior: does not retry before the delay has passed', async () => {
    const clock = fakeTimersClock()
    const { fn } = flaky(clock, 1)

    void retry(fn, { clock })
    await vi.advanceTimersByTimeAsync(999)

    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('parameters: shouldRetry false rethrows at once, after one attempt', async () => {
    const clock = fakeTimersClock()
    const rejected = new Error('4xx')
    const { fn } = flaky(clock, Infinity, () => rejected)

    const result = retry(fn, { clock, shouldRetry: () => false }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)

    expect(await result).toBe(rejected)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('parameters: shouldRetry sees the error and the attempt number', async () => {
    const clock = fakeTimersClock()
    const { fn } = flaky(clock, Infinity)
    const shouldRetry = vi.fn((_error: unknown, attempt: number) => attempt < 1)

    const result = retry(fn, { clock, shouldRetry }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(60_000)
    await result

    expect(shouldRetry.mock.calls).toEqual([
      [new Error('fail 0'), 0],
      [new Error('fail 1'), 1],
    ])
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('parameters: retries, initialDelayMs, factor', async () => {
    const clock = fakeTimersClock()
    const { fn, attemptsAt } = flaky(clock, Infinity)

    const result = retry(fn, { clock, retries: 2, initialDelayMs: 100, factor: 3 }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(60_000)
    await result

    expect(attemptsAt).toEqual([0, 100, 400])
  })

  it('parameters: retryAfterMs longer than the backoff is honoured', async () => {
    const clock = fakeTimersClock()
    const { fn, attemptsAt } = flaky(clock, 1)

    const result = retry(fn, { clock, retryAfterMs: () => 5_000 })
    await vi.advanceTimersByTimeAsync(60_000)
    await result

    expect(attemptsAt).toEqual([0, 5_000])
  })

  it('parameters: retryAfterMs is capped at maxDelayMs', async () => {
    const clock = fakeTimersClock()
    const { fn, attemptsAt } = flaky(clock, 1)

    const result = retry(fn, { clock, retryAfterMs: () => 3_600_000 })
    await vi.advanceTimersByTimeAsync(60_000)
    await result

    expect(attemptsAt).toEqual([0, 30_000])
  })

  it.each([
    ['shorter than the backoff', 10],
    ['negative', -5],
    ['NaN', Number.NaN],
    ['absent', undefined],
  ])('parameters: retryAfterMs %s keeps the backoff', async (_, requested) => {
    const clock = fakeTimersClock()
    const { fn, attemptsAt } = flaky(clock, 1)

    const result = retry(fn, { clock, retryAfterMs: () => requested })
    await vi.advanceTimersByTimeAsync(60_000)
    await result

    expect(attemptsAt).toEqual([0, 1_000])
  })

  it('parameters: signal — an abort during the wait rejects with AbortedError and stops retrying', async () => {
    const clock = fakeTimersClock()
    const controller = new AbortController()
    const { fn } = flaky(clock, Infinity)

    const result = retry(fn, { clock, signal: controller.signal }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    await vi.advanceTimersByTimeAsync(60_000)

    expect(await result).toBeInstanceOf(AbortedError)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('parameters: signal — an abort during an attempt rejects with AbortedError, not the attempt error', async () => {
    const clock = fakeTimersClock()
    const controller = new AbortController()
    const fn = vi.fn(async () => {
      controller.abort()
      throw new Error('fetch aborted')
    })

    const result = retry(fn, { clock, signal: controller.signal }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)

    expect(await result).toBeInstanceOf(AbortedError)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('parameters: signal — an already fired signal never calls fn', async () => {
    const clock = fakeTimersClock()
    const controller = new AbortController()
    controller.abort()
    const fn = vi.fn(async () => 'never')

    await expect(retry(fn, { clock, signal: controller.signal })).rejects.toBeInstanceOf(AbortedError)
    expect(fn).not.toHaveBeenCalled()
  })

  it('behavior: a synchronous throw from fn is retried like a rejection', async () => {
    const clock = fakeTimersClock()
    let calls = 0
    const fn = (() => {
      calls += 1
      if (calls === 1) throw new Error('sync')
      return Promise.resolve('ok')
    }) as (attempt: number) => Promise<string>

    const result = retry(fn, { clock })
    await vi.advanceTimersByTimeAsync(1_000)

    await expect(result).resolves.toBe('ok')
  })
})

describe('retry: pinned values', () => {
  it('default: the spec values', () => {
    expect({ DATA_FETCH_RETRY }).toStrictEqual({
      DATA_FETCH_RETRY: { retries: 3, initialDelayMs: 1_000, factor: 2, maxDelayMs: 30_000 },
    })
  })
})
