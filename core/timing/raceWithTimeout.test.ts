import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Clock } from '../../ports/Clock.js'
import { SystemClock } from '../../adapters/clock/SystemClock.js'
import { IMAGE_PRELOAD_RACE_MS } from '../directory/walletListing.js'
import { raceWithTimeout } from './raceWithTimeout.js'

// SystemClock reads the global timers on every call, so vitest's fake timers drive it.
const fakeTimersClock = (): Clock => new SystemClock()

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('raceWithTimeout', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('behavior: a value before the timeout wins and the timer is cleared', async () => {
    const image = deferred<string>()
    const result = raceWithTimeout(fakeTimersClock(), image.promise, IMAGE_PRELOAD_RACE_MS)

    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_RACE_MS - 1)
    image.resolve('blob:1')

    await expect(result).resolves.toEqual({ timedOut: false, value: 'blob:1' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: the timeout wins at exactly ms when the promise is still pending', async () => {
    const settled = vi.fn()
    void raceWithTimeout(fakeTimersClock(), new Promise(() => undefined), IMAGE_PRELOAD_RACE_MS).then(settled)

    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_RACE_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)

    expect(settled).toHaveBeenCalledWith({ timedOut: true })
  })

  it('behavior: a rejection before the timeout rejects with the same error', async () => {
    const image = deferred<string>()
    const failure = new Error('404')
    const result = raceWithTimeout(fakeTimersClock(), image.promise, 2_000)

    image.reject(failure)

    await expect(result).rejects.toBe(failure)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: a value or rejection after the timeout changes nothing and is not unhandled', async () => {
    const image = deferred<string>()
    const result = raceWithTimeout(fakeTimersClock(), image.promise, 2_000)
    await vi.advanceTimersByTimeAsync(2_000)

    image.reject(new Error('late'))
    await vi.advanceTimersByTimeAsync(0)

    await expect(result).resolves.toEqual({ timedOut: true })
  })
})
