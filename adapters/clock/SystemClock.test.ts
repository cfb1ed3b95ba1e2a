import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeClockContract } from '../../test-doubles/contracts/describeClockContract.js'
import { AFTER_RENDER_FALLBACK_MS, SystemClock } from './SystemClock.js'

describeClockContract('SystemClock under vi fake timers', () => {
  vi.useFakeTimers()
  return {
    clock: new SystemClock(),
    advance: (ms) => {
      vi.advanceTimersByTime(ms)
    },
    teardown: () => {
      vi.useRealTimers()
    },
  }
})

describe('SystemClock', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('default: now() is Date.now()', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1) })

    expect(new SystemClock().now()).toBe(Date.UTC(2026, 5, 1))
  })

  it('behavior: looks the timers up on each call, so fakes installed after construction are used', () => {
    const clock = new SystemClock()
    vi.useFakeTimers()
    const callback = vi.fn()

    clock.setTimeout(callback, 10)
    vi.advanceTimersByTime(10)

    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('parameters: host', () => {
    const calls: string[] = []
    const host = {
      Date: { now: () => 42 } as DateConstructor,
      setTimeout: ((_: () => void, ms: number) => {
        calls.push(`setTimeout ${ms}`)
        return 7
      }) as unknown as typeof globalThis.setTimeout,
      clearTimeout: ((id: unknown) => calls.push(`clearTimeout ${String(id)}`)) as typeof globalThis.clearTimeout,
      setInterval: ((_: () => void, ms: number) => {
        calls.push(`setInterval ${ms}`)
        return 8
      }) as unknown as typeof globalThis.setInterval,
      clearInterval: ((id: unknown) => calls.push(`clearInterval ${String(id)}`)) as typeof globalThis.clearInterval,
    }
    const clock = new SystemClock(host)

    const timeout = clock.setTimeout(() => undefined, 5)
    clock.clearTimeout(timeout)
    const interval = clock.setInterval(() => undefined, 6)
    clock.clearInterval(interval)

    expect(clock.now()).toBe(42)
    expect(calls).toEqual(['setTimeout 5', 'clearTimeout 7', 'setInterval 6', 'clearInterval 8'])
  })

  describe('afterRender', () => {
    /** A host with fake timers (vi) and a frame queue the test flushes by hand. */
    const withFrames = () => {
      vi.useFakeTimers()
      const frames = new Map<number, FrameRequestCallback>()
      let nextFrame = 1
      const host = {
        Date,
        setTimeout: (...args: Parameters<typeof setTimeout>) => setTimeout(...args),
        clearTimeout: (id: Parameters<typeof clearTimeout>[0]) => clearTimeout(id),
        setInterval: (...args: Parameters<typeof setInterval>) => setInterval(...args),
        clearInterval: (id: Parameters<typeof clearInterval>[0]) => clearInterval(id),
        requestAnimationFrame: (callback: FrameRequestCallback) => {
          frames.set(nextFrame, callback)
          return nextFrame++
        },
        cancelAnimationFrame: (id: number) => frames.delete(id),
      } as unknown as ConstructorParameters<typeof SystemClock>[0]
      const paint = () => {
        const due = [...frames.values()]
        frames.clear()
        for (const callback of due) callback(0)
      }
      return { clock: new SystemClock(host), frames, paint }
    }

    it('behavior: runs after the next frame, not before it (a zero-delay timer would)', () => {
      const { clock, paint } = withFrames()
      const order: string[] = []

      clock.afterRender(() => order.push('after render'))
      clock.setTimeout(() => order.push('zero-delay timer'), 0)
      vi.advanceTimersByTime(0)
      order.push('frame')
      paint()
      vi.advanceTimersByTime(0)

      expect(order).toEqual(['zero-delay timer', 'frame', 'after render'])
    })

    it('behavior: runs once, after the fallback delay, when no frame comes (a hidden tab)', () => {
      const { clock, paint } = withFrames()
      const callback = vi.fn()

      clock.afterRender(callback)
      vi.advanceTimersByTime(AFTER_RENDER_FALLBACK_MS - 1)
      expect(callback).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      paint()
      vi.advanceTimersByTime(AFTER_RENDER_FALLBACK_MS)

      expect(callback).toHaveBeenCalledTimes(1)
    })

    it('behavior: clearTimeout cancels it, frame and fallback alike', () => {
      const { clock, frames, paint } = withFrames()
      const callback = vi.fn()

      const id = clock.afterRender(callback)
      clock.clearTimeout(id)
      paint()
      vi.advanceTimersByTime(AFTER_RENDER_FALLBACK_MS)

      expect(callback).not.toHaveBeenCalled()
      expect(frames.size).toBe(0)
    })

    it('default: without frames (Node) it is a zero-delay timer', () => {
      vi.useFakeTimers()
      const callback = vi.fn()
      const clock = new SystemClock({ Date, setTimeout, clearTimeout, setInterval, clearInterval })

      clock.afterRender(callback)
      vi.advanceTimersByTime(0)

      expect(callback).toHaveBeenCalledTimes(1)
    })
  })
})
