import type { Clock, TimerId } from '../../ports/Clock.js'

export const DEBOUNCE_MS = 500

/** A debounced function: calls are collapsed; `cancel` drops a pending call, `flush` runs it now. */
export interface Debounced<Args extends readonly unknown[]> {
  (...args: Args): void
  /** Drops the pending call, if any. */
  cancel(): void
  /** Runs the pending call now with its latest arguments, if any. */
  flush(): void
  /** True while a call is waiting. */
  isPending(): boolean
}

/**
 * Trailing-edge debounce on `clock`: `fn` runs once, `ms` after the last call,
 * with that call's arguments. `const search = debounce(clock, runSearch)` (500 ms, spec §9).
 */
export function debounce<Args extends readonly unknown[]>(
  clock: Clock,
  fn: (...args: Args) => void,
  ms: number = DEBOUNCE_MS,
): Debounced<Args> {
  let pending: { readonly timer: TimerId; readonly args: Args } | undefined

  const cancel = () => {
    if (pending) clock.clearTimeout(pending.timer)
    pending = undefined
  }
  const flush = () => {
    if (!pending) return
    const { args } = pending
    cancel()
    fn(...args)
  }
  const debounced = (...args: Args) => {
    cancel()
    pending = { timer: clock.setTimeout(flush, ms), args }
  }
  return Object.assign(debounced, { cancel, flush, isPending: () => pending !== undefined })
}
