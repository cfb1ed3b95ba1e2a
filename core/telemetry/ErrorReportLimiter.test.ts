import { describe, expect, it } from 'vitest'
import { ErrorReportLimiter, ERROR_REPORT_LIMIT } from './ErrorReportLimiter.js'

function virtualClock(start = 0) {
  const clock = { time: start, now: () => clock.time }
  return clock
}

describe('ErrorReportLimiter', () => {
  it('default: 5 per 60 000 ms — the 6th inside the window is refused', () => {
    const clock = virtualClock()
    const limiter = new ErrorReportLimiter(clock)

    const allowed = [0, 1, 2, 3, 4].map(() => limiter.tryAcquire())
    clock.time = 59_999

    expect(allowed).toEqual([true, true, true, true, true])
    expect(limiter.tryAcquire()).toBe(false)
  })

  it('behavior: rolling, not fixed — each slot frees exactly windowMs after it was taken', () => {
    const clock = virtualClock()
    const limiter = new ErrorReportLimiter(clock)
    for (const time of [0, 10_000, 20_000, 30_000, 40_000]) {
      clock.time = time
      limiter.tryAcquire()
    }

    clock.time = 60_000
    const whenOldestLeft = limiter.tryAcquire()
    clock.time = 60_001
    const whileFullAgain = limiter.tryAcquire()
    clock.time = 69_999
    const justBeforeSecondLeaves = limiter.tryAcquire()
    clock.time = 70_000
    const whenSecondLeft = limiter.tryAcquire()

    expect([whenOldestLeft, whileFullAgain, justBeforeSecondLeaves, whenSecondLeft]).toEqual([true, false, false, true])
  })

  it('behavior: refused attempts do not extend the window', () => {
    const clock = virtualClock()
    const limiter = new ErrorReportLimiter(clock)
    for (let index = 0; index < 5; index += 1) limiter.tryAcquire()
    for (let time = 1_000; time < 60_000; time += 1_000) {
      clock.time = time
      limiter.tryAcquire()
    }

    clock.time = 60_000

    expect(limiter.tryAcquire()).toBe(true)
  })

  it('parameters: limit', () => {
    const clock = virtualClock()
    const limiter = new ErrorReportLimiter(clock, { count: 1, windowMs: 100 })

    const first = limiter.tryAcquire()
    const second = limiter.tryAcquire()
    clock.time = 100

    expect([first, second, limiter.tryAcquire()]).toEqual([true, false, true])
  })
})

describe('ErrorReportLimiter: pinned values', () => {
  it('default: the spec values', () => {
    expect({ ERROR_REPORT_LIMIT }).toStrictEqual({
      ERROR_REPORT_LIMIT: { count: 5, windowMs: 60_000 },
    })
  })
})
