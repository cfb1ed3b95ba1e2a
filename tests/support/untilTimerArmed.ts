import type { ManualClock } from '../../test-doubles/ManualClock.js'

/**
 * Real I/O (msw, a fetch) runs outside virtual time: waits, turn by turn of the event loop,
 * until the code under test armed a timer on `clock` (e.g. its next retry's backoff).
 * @example await untilTimerArmed(clock); await clock.advanceAsync(1_000)
 */
export async function untilTimerArmed(clock: ManualClock): Promise<void> {
  for (let turn = 0; clock.pendingTimers === 0; turn += 1) {
    if (turn > 500) throw new Error('no timer was armed')
    await new Promise((resolve) => setImmediate(resolve))
  }
}
