import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Clock } from '../../ports/Clock.js'
import { SystemClock } from '../../adapters/clock/SystemClock.js'
import { AbortedError } from '../errors/AbortedError.js'
import { sleep } from './sleep.js'

// SystemClock reads the global timers on every call, so vitest's fake timers drive it.
const fakeTimersClock = (): Clock => new SystemClock()

describe('sleep', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('behavior: resolves after exactly ms of clock time', async () => {
    const settled = vi.fn()
    void sleep(fakeTimersClock(), 1_000).then(settled)

    await vi.advanceTimersByTimeAsync(999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)

    expect(settled).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('parameters: signal — an abort while waiting rejects with AbortedError and clears the timer', async () => {
    const controller = new AbortController()
    const reason = new Error('modal closed')
    const slept = sleep(fakeTimersClock(), 1_000, controller.signal)
    await vi.advanceTimersByTimeAsync(500)

    controller.abort(reason)

    await expect(slept).rejects.toBeInstanceOf(AbortedError)
    await expect(slept).rejects.toMatchObject({ cause: reason })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('parameters: signal — an already fired signal rejects without scheduling a timer', async () => {
    const controller = new AbortController()
    controller.abort()

    const slept = sleep(fakeTimersClock(), 1_000, controller.signal)

    await expect(slept).rejects.toBeInstanceOf(AbortedError)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: the abort listener is removed once the sleep is over', async () => {
    const controller = new AbortController()
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    const slept = sleep(fakeTimersClock(), 10, controller.signal)

    await vi.advanceTimersByTimeAsync(10)
    await slept

    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function))
  })
})
