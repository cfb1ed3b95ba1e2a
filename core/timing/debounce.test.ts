import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Clock } from '../../ports/Clock.js'
import { SystemClock } from '../../adapters/clock/SystemClock.js'
import { debounce, DEBOUNCE_MS } from './debounce.js'

// SystemClock reads the global timers on every call, so vitest's fake timers drive it.
const fakeTimersClock = (): Clock => new SystemClock()

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: runs once, 500 ms after the last call, with its arguments', () => {
    const fn = vi.fn()
    const debounced = debounce(fakeTimersClock(), fn)

    debounced('a')
    vi.advanceTimersByTime(300)
    debounced('ab')
    vi.advanceTimersByTime(300)
    debounced('abc')
    vi.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)

    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('abc')
  })

  it('parameters: ms', () => {
    const fn = vi.fn()
    const debounced = debounce(fakeTimersClock(), fn, 50)

    debounced()
    vi.advanceTimersByTime(50)

    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('behavior: calls after a run start a new wait', () => {
    const fn = vi.fn()
    const debounced = debounce(fakeTimersClock(), fn, 100)

    debounced(1)
    vi.advanceTimersByTime(100)
    debounced(2)
    vi.advanceTimersByTime(100)

    expect(fn.mock.calls).toEqual([[1], [2]])
  })

  it('behavior: cancel drops the pending call', () => {
    const fn = vi.fn()
    const debounced = debounce(fakeTimersClock(), fn)

    debounced('x')
    debounced.cancel()
    vi.advanceTimersByTime(10_000)

    expect(fn).not.toHaveBeenCalled()
    expect(debounced.isPending()).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: flush runs the pending call now, once', () => {
    const fn = vi.fn()
    const debounced = debounce(fakeTimersClock(), fn)

    debounced('x')
    debounced('y')
    debounced.flush()
    vi.advanceTimersByTime(10_000)

    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('y')
  })

  it('behavior: flush with nothing pending does nothing', () => {
    const fn = vi.fn()
    const debounced = debounce(fakeTimersClock(), fn)

    debounced.flush()

    expect(fn).not.toHaveBeenCalled()
  })

  it('behavior: isPending is true only while a call waits', () => {
    const debounced = debounce(fakeTimersClock(), vi.fn(), 100)

    expect(debounced.isPending()).toBe(false)
    debounced()
    expect(debounced.isPending()).toBe(true)
    vi.advanceTimersByTime(100)
    expect(debounced.isPending()).toBe(false)
  })
})

describe('debounce: pinned values', () => {
  it('default: the spec values', () => {
    expect({ DEBOUNCE_MS }).toStrictEqual({
      DEBOUNCE_MS: 500,
    })
  })
})
