import { MODAL, type AlertCode } from '../../core/internal.js'
import type { ExternalSource } from '../useExternalState.js'

/** A short message in the toast region. */
export interface Toast {
  readonly id: number
  readonly message: string
  readonly tone: 'info' | 'success' | 'error'
}

/** What the toast region and the alert bar show. */
export interface NoticesState {
  readonly toast: Toast | undefined
  /** True while the previous toast fades out before the next one takes its place. */
  readonly leaving: boolean
  readonly alert: AlertCode | undefined
}

/** How long a toast stays (walletport's choice: long enough to read twice). */
export const TOAST_DURATION_MS = 5_000

/**
 * The modal's toasts and alert bar as one small store (UI state only: no business rule).
 * A new toast replaces the shown one after the 150 ms message swap delay.
 */
export class Notices implements ExternalSource<NoticesState> {
  #state: NoticesState = { toast: undefined, leaving: false, alert: undefined }
  #nextId = 1
  #timer: ReturnType<typeof setTimeout> | undefined
  readonly #listeners = new Set<() => void>()

  readonly subscribe = (onChange: () => void): (() => void) => {
    this.#listeners.add(onChange)
    return () => this.#listeners.delete(onChange)
  }

  readonly getSnapshot = (): NoticesState => this.#state

  /** Shows `message` as a toast. */
  toast(message: string, tone: Toast['tone'] = 'info'): void {
    const toast = { id: this.#nextId++, message, tone }
    this.#clearTimer()
    if (!this.#state.toast) return this.#showToast(toast)
    this.#patch({ leaving: true })
    this.#timer = setTimeout(() => this.#showToast(toast), MODAL.messageSwapDelayMs)
  }

  /** Shows the alert of the catalogue with this code (replacing any other). */
  alert(code: AlertCode): void {
    this.#patch({ alert: code })
  }

  dismissAlert(): void {
    this.#patch({ alert: undefined })
  }

  /** Stops pending timers (the modal unmounts). */
  dispose(): void {
    this.#clearTimer()
  }

  #showToast(toast: Toast): void {
    this.#patch({ toast, leaving: false })
    this.#timer = setTimeout(() => this.#patch({ toast: undefined, leaving: false }), TOAST_DURATION_MS)
  }

  #clearTimer(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer)
    this.#timer = undefined
  }

  #patch(patch: Partial<NoticesState>): void {
    this.#state = { ...this.#state, ...patch }
    for (const listener of [...this.#listeners]) listener()
  }
}
