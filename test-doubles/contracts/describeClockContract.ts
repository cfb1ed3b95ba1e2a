import { describe, expect, it } from 'vitest'
import type { Clock } from '../../ports/Clock.js'

/** A clock under test plus the way to move its time on (virtual time for both fake and real). */
export interface ClockHarness {
  readonly clock: Clock
  /** Moves time on by `ms`, running due timers (ManualClock.advance, vi.advanceTimersByTime…). */
  readonly advance: (ms: number) => void | Promise<void>
  /** Undoes the setup (e.g. `vi.useRealTimers()`). */
  readonly teardown?: () => void | Promise<void>
}

/**
 * Registers the Clock port's contract. `setup` is called once per test and must return a
 * clock with no timers armed.
 * @example describeClockContract('ManualClock', () => { const clock = new ManualClock(); return { clock, advance: (ms) => clock.advance(ms) } })
 */
export function describeClockContract(name: string, setup: () => ClockHarness | Promise<ClockHarness>): void {
  const run = (body: (harness: ClockHarness) => Promise<void> | void) => async () => {
    const harness = await setup()
    try {
      await body(harness)
    } finally {
      await harness.teardown?.()
    }
  }

  describe(`Clock contract: ${name}`, () => {
    it(
      'now: milliseconds since the epoch, as an integer',
      run(({ clock }) => {
        const now = clock.now()

        expect(Number.isInteger(now)).toBe(true)
        expect(now).toBeGreaterThan(Date.UTC(2020, 0, 1))
      }),
    )

    it(
      'now: moves on by exactly the time advanced, never backwards',
      run(async ({ clock, advance }) => {
        const start = clock.now()

        await advance(1_500)
        const later = clock.now()
        await advance(0)

        expect(later).toBe(start + 1_500)
        expect(clock.now()).toBe(later)
      }),
    )

    it(
      'setTimeout: runs once, when its delay has passed and not before',
      run(async ({ clock, advance }) => {
        const calls: number[] = []
        const start = clock.now()
        clock.setTimeout(() => calls.push(clock.now() - start), 1_000)

        await advance(999)
        expect(calls).toEqual([])
        await advance(1)
        await advance(5_000)

        expect(calls).toEqual([1_000])
      }),
    )

    it(
      'setTimeout: never runs synchronously, even with 0 ms',
      run(async ({ clock, advance }) => {
        let ran = false

        clock.setTimeout(() => {
          ran = true
        }, 0)
        expect(ran).toBe(false)
        await advance(1)

        expect(ran).toBe(true)
      }),
    )

    it(
      'setTimeout: timers run in due order, ties in the order they were set',
      run(async ({ clock, advance }) => {
        const order: string[] = []
        clock.setTimeout(() => order.push('a@30'), 30)
        clock.setTimeout(() => order.push('b@10'), 10)
        clock.setTimeout(() => order.push('c@10'), 10)
        clock.setTimeout(() => order.push('d@20'), 20)

        await advance(30)

        expect(order).toEqual(['b@10', 'c@10', 'd@20', 'a@30'])
      }),
    )

    it(
      'setTimeout: a timer set from a callback runs within the same advance when it falls due',
      run(async ({ clock, advance }) => {
        const start = clock.now()
        const seen: number[] = []
        clock.setTimeout(() => {
          seen.push(clock.now() - start)
          clock.setTimeout(() => seen.push(clock.now() - start), 5)
        }, 10)

        await advance(20)

        expect(seen).toEqual([10, 15])
      }),
    )

    it(
      'clearTimeout: a cleared timer never runs',
      run(async ({ clock, advance }) => {
        let ran = false
        const id = clock.setTimeout(() => {
          ran = true
        }, 100)

        clock.clearTimeout(id)
        await advance(1_000)

        expect(ran).toBe(false)
      }),
    )

    it(
      'clearTimeout: from an earlier callback, stops a later timer',
      run(async ({ clock, advance }) => {
        let ran = false
        const later = clock.setTimeout(() => {
          ran = true
        }, 20)
        clock.setTimeout(() => clock.clearTimeout(later), 10)

        await advance(50)

        expect(ran).toBe(false)
      }),
    )

    it(
      'clearTimeout: clearing a timer that already ran is harmless',
      run(async ({ clock, advance }) => {
        const id = clock.setTimeout(() => undefined, 1)
        await advance(5)

        expect(() => clock.clearTimeout(id)).not.toThrow()
      }),
    )

    it(
      'setInterval: runs every period until cleared',
      run(async ({ clock, advance }) => {
        const start = clock.now()
        const ticks: number[] = []
        const id = clock.setInterval(() => ticks.push(clock.now() - start), 10)

        await advance(35)
        clock.clearInterval(id)
        await advance(100)

        expect(ticks).toEqual([10, 20, 30])
      }),
    )

    it(
      'clearInterval: from inside its own callback, stops it',
      run(async ({ clock, advance }) => {
        let ticks = 0
        const id = clock.setInterval(() => {
          ticks += 1
          if (ticks === 2) clock.clearInterval(id)
        }, 10)

        await advance(100)

        expect(ticks).toBe(2)
      }),
    )

    it(
      'setInterval: interleaves with timeouts in due order',
      run(async ({ clock, advance }) => {
        const order: string[] = []
        const id = clock.setInterval(() => order.push('tick'), 10)
        clock.setTimeout(() => order.push('timeout@15'), 15)

        await advance(25)
        clock.clearInterval(id)

        expect(order).toEqual(['tick', 'timeout@15', 'tick'])
      }),
    )
  })
}
