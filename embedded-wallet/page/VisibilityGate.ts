import type { Clock, TimerId } from '../../ports/Clock.js'

/** What the gate reads of an IntersectionObserver entry. */
export interface VisibilityEntry {
  readonly isIntersecting: boolean
  readonly intersectionRatio: number
}

/** Makes an observer; the page passes `(callback, options) => new IntersectionObserver(callback, options)`. */
export type ObserverFactory = (
  callback: (entries: readonly VisibilityEntry[]) => void,
  options: { readonly threshold: readonly number[] },
) => { observe(target: Element): void; disconnect(): void }

/** How long the frame must have been visible, without a break, before Approve works. */
export const APPROVE_VISIBLE_MS = 500
/** The share of the document that counts as visible. */
export const VISIBLE_THRESHOLD = 0.5

/**
 * Open once `target` has intersected the viewport continuously for `delayMs`; any break
 * (hidden, scrolled away, covered by the app's layout change) closes it and restarts the wait.
 * Guards Approve against clicks meant for something the app showed a moment before.
 * @example new VisibilityGate({ target: document.documentElement, createObserver, clock, onChange: setEnabled }).start()
 */
export class VisibilityGate {
  readonly #options: { readonly target: Element; readonly createObserver: ObserverFactory; readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>; readonly delayMs: number; readonly onChange: (open: boolean) => void }
  #observer: ReturnType<ObserverFactory> | undefined
  #intersecting = false
  #timer: TimerId | undefined
  #open = false

  constructor(options: { readonly target: Element; readonly createObserver: ObserverFactory; readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>; readonly delayMs?: number; readonly onChange: (open: boolean) => void }) {
    this.#options = { ...options, delayMs: options.delayMs ?? APPROVE_VISIBLE_MS }
  }

  /** True once the wait is over and nothing has interrupted it since. */
  get open(): boolean {
    return this.#open
  }

  /** Starts observing (once). */
  start(): void {
    if (this.#observer) return
    this.#observer = this.#options.createObserver((entries) => {
      const last = entries.at(-1)
      if (last) this.#set(last.isIntersecting && last.intersectionRatio >= VISIBLE_THRESHOLD)
    }, { threshold: [0, VISIBLE_THRESHOLD, 1] })
    this.#observer.observe(this.#options.target)
  }

  /** Closes the gate and restarts the wait (a new request is shown: it gets its own 500 ms). */
  restart(): void {
    this.#close()
    if (this.#intersecting) this.#arm()
  }

  /** Stops observing; the gate closes. */
  stop(): void {
    this.#observer?.disconnect()
    this.#observer = undefined
    this.#intersecting = false
    this.#close()
  }

  #set(intersecting: boolean): void {
    if (intersecting === this.#intersecting) return
    this.#intersecting = intersecting
    if (intersecting) this.#arm()
    else this.#close()
  }

  #arm(): void {
    if (this.#timer !== undefined) return
    this.#timer = this.#options.clock.setTimeout(() => {
      this.#timer = undefined
      this.#open = true
      this.#options.onChange(true)
    }, this.#options.delayMs)
  }

  #close(): void {
    if (this.#timer !== undefined) this.#options.clock.clearTimeout(this.#timer)
    this.#timer = undefined
    if (!this.#open) return
    this.#open = false
    this.#options.onChange(false)
  }
}
