import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeClockContract } from '../../test-doubles/contracts/describeClockContract.js'
import { SystemClock } from './SystemClock.js'

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
})
