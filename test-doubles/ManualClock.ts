import { BaseError } from '../core/errors/BaseError.js'
import type { Clock, TimerId } from '../ports/Clock.js'

/** Where a `ManualClock` starts unless told otherwise: 2026-01-01T00:00:00Z. */
export const MANUAL_CLOCK_START = Date.UTC(2026, 0, 1)

/** How many promise turns `flushMicrotasks` waits by default; deep enough for long `await` chains. */
export const DEFAULT_MICROTASK_TURNS = 200

/** More timers than this in one `advance`/`runAll` means a timer keeps re-arming itself. */
const TIMER_LOOP_LIMIT = 100_000

interface ScheduledTimer {
  readonly id: number
  readonly callback: () => void
  /** Interval period; undefined for a one-shot timer. */
  readonly every: number | undefined
  dueAt: number
  /** Order among timers due at the same instant: when it was (re-)armed. */
  sequence: number
}

/**
 * Lets promise callbacks queued so far (and those they queue, `turns` deep) run.
 * Uses only microtasks, so it works under any fake-timer setup and in browsers.
 * @example await flushMicrotasks()
 */
export async function flushMicrotasks(turns: number = DEFAULT_MICROTASK_TURNS): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await Promise.resolve()
}

/**
 * Virtual time for tests: nothing happens until the test moves time on. Timers run in
 * order of due time, ties in the order they were armed; intervals re-arm after each run.
 * @example const clock = new ManualClock(); clock.setTimeout(done, 500); clock.advance(500)
 */
export class ManualClock implements Clock {
  #now: number
  #nextId = 1
  #nextSequence = 0
  #running = false
  readonly #timers = new Map<number, ScheduledTimer>()
  readonly #microtaskTurns: number

  constructor(options: { readonly now?: number; readonly microtaskTurns?: number } = {}) {
    this.#now = options.now ?? MANUAL_CLOCK_START
    this.#microtaskTurns = options.microtaskTurns ?? DEFAULT_MICROTASK_TURNS
  }

  now(): number {
    return this.#now
  }

  setTimeout(callback: () => void, ms: number): TimerId {
    return this.#schedule(callback, delayOf(ms, 0), undefined)
  }

  clearTimeout(id: TimerId): void {
    if (typeof id === 'number') this.#timers.delete(id)
  }

  setInterval(callback: () => void, ms: number): TimerId {
    // An interval of 0 ms would re-arm forever at the same instant; browsers and Node use 1 ms.
    const every = delayOf(ms, 1)
    return this.#schedule(callback, every, every)
  }

  clearInterval(id: TimerId): void {
    this.clearTimeout(id)
  }

  /** How many timers (timeouts and intervals) are armed. */
  get pendingTimers(): number {
    return this.#timers.size
  }

  /** When the next timer is due (epoch ms), or undefined when none is armed. */
  get nextDueAt(): number | undefined {
    return this.#nextTimer(Number.POSITIVE_INFINITY)?.dueAt
  }

  /**
   * Moves time on by `ms`, running every timer that falls due on the way, in order,
   * with `now()` equal to each timer's due time. Rethrows the first callback error at the end.
   */
  advance(ms: number): void {
    const target = this.#targetOf(ms)
    this.#run(() => {
      const errors: unknown[] = []
      for (let ran = 0; ; ran += 1) {
        const timer = this.#nextTimer(target)
        if (!timer) break
        this.#guardLoop(ran)
        this.#fire(timer, errors)
      }
      this.#now = target
      if (errors.length > 0) throw errors[0]
    })
  }

  /**
   * `advance`, but lets pending promise callbacks run before and after each timer, so
   * async code chained on timers (retries, backoff, timeouts) progresses as time passes.
   */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.#targetOf(ms)
    await this.#runAsync(async () => {
      const errors: unknown[] = []
      await flushMicrotasks(this.#microtaskTurns)
      for (let ran = 0; ; ran += 1) {
        const timer = this.#nextTimer(target)
        if (!timer) break
        this.#guardLoop(ran)
        this.#fire(timer, errors)
        await flushMicrotasks(this.#microtaskTurns)
      }
      this.#now = target
      await flushMicrotasks(this.#microtaskTurns)
      if (errors.length > 0) throw errors[0]
    })
  }

  /** Runs timers until none is armed (time jumps to each); throws if an interval keeps it going. */
  runAll(): void {
    this.#run(() => {
      const errors: unknown[] = []
      for (let ran = 0; ; ran += 1) {
        const timer = this.#nextTimer(Number.POSITIVE_INFINITY)
        if (!timer) break
        this.#guardLoop(ran)
        this.#fire(timer, errors)
      }
      if (errors.length > 0) throw errors[0]
    })
  }

  /** `runAll`, flushing promise callbacks between timers like `advanceAsync`. */
  async runAllAsync(): Promise<void> {
    await this.#runAsync(async () => {
      const errors: unknown[] = []
      await flushMicrotasks(this.#microtaskTurns)
      for (let ran = 0; ; ran += 1) {
        const timer = this.#nextTimer(Number.POSITIVE_INFINITY)
        if (!timer) break
        this.#guardLoop(ran)
        this.#fire(timer, errors)
        await flushMicrotasks(this.#microtaskTurns)
      }
      if (errors.length > 0) throw errors[0]
    })
  }

  #schedule(callback: () => void, delay: number, every: number | undefined): number {
    const id = this.#nextId++
    this.#timers.set(id, { id, callback, every, dueAt: this.#now + delay, sequence: this.#nextSequence++ })
    return id
  }

  #nextTimer(notAfter: number): ScheduledTimer | undefined {
    let next: ScheduledTimer | undefined
    for (const timer of this.#timers.values()) {
      if (timer.dueAt > notAfter) continue
      if (!next || timer.dueAt < next.dueAt || (timer.dueAt === next.dueAt && timer.sequence < next.sequence)) {
        next = timer
      }
    }
    return next
  }

  #fire(timer: ScheduledTimer, errors: unknown[]): void {
    this.#now = Math.max(this.#now, timer.dueAt)
    if (timer.every === undefined) {
      this.#timers.delete(timer.id)
    } else {
      timer.dueAt += timer.every
      timer.sequence = this.#nextSequence++
    }
    try {
      timer.callback()
    } catch (error) {
      errors.push(error)
    }
  }

  #targetOf(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) {
      throw new BaseError(`ManualClock cannot move time by ${ms} ms`, { details: { ms } })
    }
    return this.#now + ms
  }

  #guardLoop(ran: number): void {
    if (ran >= TIMER_LOOP_LIMIT) {
      throw new BaseError(`ManualClock ran ${TIMER_LOOP_LIMIT} timers in one go; a timer keeps re-arming itself`, {
        metaMessages: ['Use advance(ms) instead of runAll() while an interval is armed.'],
      })
    }
  }

  #run(body: () => void): void {
    this.#enter()
    try {
      body()
    } finally {
      this.#running = false
    }
  }

  async #runAsync(body: () => Promise<void>): Promise<void> {
    this.#enter()
    try {
      await body()
    } finally {
      this.#running = false
    }
  }

  #enter(): void {
    if (this.#running) {
      throw new BaseError('ManualClock is already moving time (advance called from a timer, or without await)')
    }
    this.#running = true
  }
}

function delayOf(ms: number, minimum: number): number {
  return Number.isFinite(ms) ? Math.max(minimum, Math.floor(ms)) : minimum
}
