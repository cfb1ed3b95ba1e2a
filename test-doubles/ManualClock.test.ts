import { describe, expect, it } from 'vitest'
import { BaseError } from '../core/errors/BaseError.js'
import { MANUAL_CLOCK_START, ManualClock, flushMicrotasks } from './ManualClock.js'
import { describeClockContract } from './contracts/describeClockContract.js'

describeClockContract('ManualClock (advance)', () => {
  const clock = new ManualClock()
  return { clock, advance: (ms) => clock.advance(ms) }
})

describeClockContract('ManualClock (advanceAsync)', () => {
  const clock = new ManualClock()
  return { clock, advance: (ms) => clock.advanceAsync(ms) }
})

/** Waits `ms` on `clock`, as use cases do between retries. */
const sleep = (clock: ManualClock, ms: number): Promise<void> => new Promise((resolve) => clock.setTimeout(resolve, ms))

describe('ManualClock', () => {
  it('default: starts at 2026-01-01T00:00:00Z with nothing armed', () => {
    const clock = new ManualClock()

    expect(clock.now()).toBe(MANUAL_CLOCK_START)
    expect(new Date(clock.now()).toISOString()).toBe('2026-01-01T00:00:00.000Z')
    expect(clock.pendingTimers).toBe(0)
    expect(clock.nextDueAt).toBeUndefined()
  })

  it('parameters: now', () => {
    expect(new ManualClock({ now: 1_000 }).now()).toBe(1_000)
  })

  it('pendingTimers / nextDueAt: count armed timers and tell when the next is due', () => {
    const clock = new ManualClock({ now: 0 })
    const first = clock.setTimeout(() => undefined, 300)
    clock.setInterval(() => undefined, 100)

    expect(clock.pendingTimers).toBe(2)
    expect(clock.nextDueAt).toBe(100)
    clock.advance(100)
    expect(clock.nextDueAt).toBe(200)
    clock.clearTimeout(first)
    expect(clock.pendingTimers).toBe(1)
  })

  it('advance: `now()` inside a callback is the timer due time', () => {
    const clock = new ManualClock({ now: 0 })
    const seen: number[] = []
    clock.setTimeout(() => seen.push(clock.now()), 250)

    clock.advance(1_000)

    expect(seen).toEqual([250])
    expect(clock.now()).toBe(1_000)
  })

  it('advance: negative or non-finite delays count as 0 for timeouts and 1 ms for intervals', () => {
    const clock = new ManualClock({ now: 0 })
    const seen: string[] = []
    clock.setTimeout(() => seen.push(`timeout@${clock.now()}`), -5)
    const interval = clock.setInterval(() => seen.push(`interval@${clock.now()}`), Number.NaN)

    clock.advance(2)
    clock.clearInterval(interval)

    expect(seen).toEqual(['timeout@0', 'interval@1', 'interval@2'])
  })

  it('advance: an interval re-armed at the same instant as a timeout runs after it', () => {
    const clock = new ManualClock({ now: 0 })
    const order: string[] = []
    clock.setInterval(() => order.push('interval'), 10)
    clock.setTimeout(() => order.push('timeout@20'), 20)

    clock.advance(20)

    expect(order).toEqual(['interval', 'timeout@20', 'interval'])
  })

  it('advance: a throwing callback does not stop later timers; the first error is rethrown at the end', () => {
    const clock = new ManualClock({ now: 0 })
    const ran: number[] = []
    clock.setTimeout(() => {
      throw new Error('first')
    }, 10)
    clock.setTimeout(() => {
      throw new Error('second')
    }, 20)
    clock.setTimeout(() => ran.push(clock.now()), 30)

    expect(() => clock.advance(50)).toThrow('first')
    expect(ran).toEqual([30])
    expect(clock.now()).toBe(50)
  })

  it('advance: moving time backwards or by a non-number throws a typed error', () => {
    const clock = new ManualClock()

    expect(() => clock.advance(-1)).toThrow(BaseError)
    expect(() => clock.advance(Number.NaN)).toThrow(BaseError)
  })

  it('advance: calling it from a timer callback throws a typed error', () => {
    const clock = new ManualClock()
    let nested: unknown
    clock.setTimeout(() => {
      try {
        clock.advance(1)
      } catch (error) {
        nested = error
      }
    }, 1)

    clock.advance(1)

    expect(nested).toBeInstanceOf(BaseError)
  })

  it('advance: a timer that keeps re-arming itself at the same instant is stopped with a typed error', () => {
    const clock = new ManualClock()
    const rearm = (): void => {
      clock.setTimeout(rearm, 0)
    }
    clock.setTimeout(rearm, 0)

    expect(() => clock.advance(0)).toThrow(/re-arming itself/)
  })

  it('advance: without flushing, async code chained on a timer only moves one step', async () => {
    const clock = new ManualClock({ now: 0 })
    const steps: number[] = []
    const work = async (): Promise<void> => {
      await sleep(clock, 100)
      steps.push(clock.now())
      await sleep(clock, 100)
      steps.push(clock.now())
    }
    void work()

    clock.advance(200)
    await flushMicrotasks()

    expect(steps).toEqual([200])
  })

  it('advanceAsync: async code chained on timers progresses at the right virtual times', async () => {
    const clock = new ManualClock({ now: 0 })
    const steps: number[] = []
    const work = async (): Promise<void> => {
      await sleep(clock, 100)
      steps.push(clock.now())
      await Promise.resolve()
      await sleep(clock, 100)
      steps.push(clock.now())
    }
    void work()

    await clock.advanceAsync(200)

    expect(steps).toEqual([100, 200])
  })

  it('advanceAsync: a retry loop with doubling backoff (1 s, 2 s, 4 s) runs in virtual time', async () => {
    const clock = new ManualClock({ now: 0 })
    const attempts: number[] = []
    const fetchWithRetry = async (): Promise<string> => {
      for (let attempt = 0, delay = 1_000; ; attempt += 1, delay *= 2) {
        attempts.push(clock.now())
        if (attempt === 3) return 'ok'
        await sleep(clock, delay)
      }
    }

    const result = fetchWithRetry()
    await clock.advanceAsync(7_000)

    await expect(result).resolves.toBe('ok')
    expect(attempts).toEqual([0, 1_000, 3_000, 7_000])
  })

  it('advanceAsync: rejects with the first callback error after running the rest', async () => {
    const clock = new ManualClock({ now: 0 })
    let later = false
    clock.setTimeout(() => {
      throw new Error('boom')
    }, 1)
    clock.setTimeout(() => {
      later = true
    }, 2)

    await expect(clock.advanceAsync(5)).rejects.toThrow('boom')
    expect(later).toBe(true)
  })

  it('advanceAsync: calling advance while an advanceAsync is under way throws', async () => {
    const clock = new ManualClock()

    const moving = clock.advanceAsync(10)

    expect(() => clock.advance(1)).toThrow(BaseError)
    await moving
  })

  it('runAll: runs every timeout, including ones armed by callbacks, jumping time', () => {
    const clock = new ManualClock({ now: 0 })
    const seen: number[] = []
    clock.setTimeout(() => {
      seen.push(clock.now())
      clock.setTimeout(() => seen.push(clock.now()), 5_000)
    }, 1_000)

    clock.runAll()

    expect(seen).toEqual([1_000, 6_000])
    expect(clock.pendingTimers).toBe(0)
  })

  it('runAll: an armed interval makes it throw instead of looping forever', () => {
    const clock = new ManualClock()
    clock.setInterval(() => undefined, 1_000)

    expect(() => clock.runAll()).toThrow(BaseError)
  })

  it('runAllAsync: drives async chains to completion', async () => {
    const clock = new ManualClock({ now: 0 })
    const done = (async () => {
      await sleep(clock, 500)
      await sleep(clock, 20_000)
      return clock.now()
    })()

    await clock.runAllAsync()

    await expect(done).resolves.toBe(20_500)
  })

  it('flushMicrotasks: lets a deep await chain settle', async () => {
    let depth = 0
    const deep = async (left: number): Promise<void> => {
      if (left === 0) return
      depth += 1
      await deep(left - 1)
    }
    let finished = false
    void deep(50).then(() => {
      finished = true
    })

    await flushMicrotasks()

    expect(finished).toBe(true)
    expect(depth).toBe(50)
  })
})
