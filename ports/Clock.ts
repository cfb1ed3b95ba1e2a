/** An opaque handle for a scheduled callback. */
export type TimerId = { readonly __timer: unique symbol } | number | object

/**
 * Time and timers. Every timeout, delay and cache lifetime goes through this port so that
 * tests can run it in virtual time (see `ManualClock` in `walletport/testing`).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
  setTimeout(callback: () => void, ms: number): TimerId
  clearTimeout(id: TimerId): void
  setInterval(callback: () => void, ms: number): TimerId
  clearInterval(id: TimerId): void
  /**
   * Optional: runs `callback` soon, but only once the host has had the chance to show what
   * the current task changed (a browser: after its next frame). Cancel with `clearTimeout`.
   * Without it the core uses a zero-delay `setTimeout`, which a browser may run before the frame.
   */
  afterRender?(callback: () => void): TimerId
}
