import type { Observable } from 'rxjs'
import type { Clock, TimerId } from '../../ports/Clock.js'
import { MODAL } from './modalLayout.js'
import type { Router } from './Router.js'
import type { RouteRequest } from './views.js'
import { Store } from '../state/Store.js'

/** The modal's own state; the current view lives in the Router. */
export interface ModalState {
  readonly open: boolean
  readonly loading: boolean
  /** True for `MODAL.shakeMs` after a refused close, so the UI can play its shake animation. */
  readonly shake: boolean
}

/** What `ModalController` needs from its instance. */
export interface ModalControllerParameters {
  readonly router: Router
  readonly clock: Clock
  /** Whether a visitor's close attempt may close the modal now (see `canCloseModal`). */
  readonly canClose: () => boolean
  /** Picks the default view on open: Account when connected, Connect otherwise. */
  readonly isConnected: () => boolean
}

/** Options of `ModalController.close`. */
export interface CloseOptions {
  /** Skip `canClose`: for use cases that finish a flow (e.g. signing stored the session), not visitors. */
  readonly force?: boolean
}

/** Result of `goBackOrClose`. */
export type GoBackOrCloseResult = 'back' | 'closed' | 'refused'

const INITIAL_STATE: ModalState = Object.freeze({ open: false, loading: false, shake: false })

/**
 * Opens, closes and shakes the modal, one instance per walletport instance.
 * The shake timer runs on the injected Clock, so tests drive it in virtual time.
 */
export class ModalController {
  /** The view history shown inside the modal. */
  readonly router: Router
  /** Emits the current snapshot on subscribe, then every change. */
  readonly state$: Observable<ModalState>
  readonly #store = new Store<ModalState>(INITIAL_STATE)
  readonly #clock: Clock
  readonly #canClose: () => boolean
  readonly #isConnected: () => boolean
  #shakeTimer: TimerId | undefined

  constructor({ router, clock, canClose, isConnected }: ModalControllerParameters) {
    this.router = router
    this.#clock = clock
    this.#canClose = canClose
    this.#isConnected = isConnected
    this.state$ = this.#store.state$
  }

  /** The current snapshot. */
  getSnapshot(): ModalState {
    return this.#store.getSnapshot()
  }

  /** Calls `listener(next, previous)` on every change; returns unsubscribe. */
  watch(listener: (next: ModalState, previous: ModalState) => void): () => void {
    return this.#store.watch(listener)
  }

  /**
   * Opens on `route`, or on Account when connected and Connect otherwise. The history
   * is always reset, also when already open, so Back never leads into a previous session.
   */
  open(route?: RouteRequest): void {
    this.router.navigate(route ?? { view: this.#isConnected() ? 'Account' : 'Connect' }, 'reset')
    this.#patch({ open: true })
  }

  /**
   * Closes unless `canClose()` refuses, in which case the modal shakes. Returns whether
   * the modal is closed afterwards (true when it already was; `canClose` is then not asked).
   */
  close(options: CloseOptions = {}): boolean {
    if (!this.getSnapshot().open) return true
    if (!options.force && !this.#canClose()) {
      this.shake()
      return false
    }
    this.#stopShake()
    this.#patch({ open: false, loading: false, shake: false })
    return true
  }

  /** Goes back one view, or tries to close at the root (the modal's Back button). */
  goBackOrClose(): GoBackOrCloseResult {
    if (this.router.goBack()) return 'back'
    return this.close() ? 'closed' : 'refused'
  }

  /**
   * Sets `shake` for `MODAL.shakeMs`. A shake during a shake restarts the window, so
   * the last refused attempt always gets the full duration.
   */
  shake(): void {
    this.#stopShake()
    this.#patch({ shake: true })
    this.#shakeTimer = this.#clock.setTimeout(() => {
      this.#shakeTimer = undefined
      this.#patch({ shake: false })
    }, MODAL.shakeMs)
  }

  /** Shows or hides the modal-wide loading state. */
  setLoading(loading: boolean): void {
    this.#patch({ loading })
  }

  /** Cancels the pending shake timer and completes `state$`. */
  dispose(): void {
    this.#stopShake()
    this.#store.complete()
  }

  #stopShake(): void {
    if (this.#shakeTimer === undefined) return
    this.#clock.clearTimeout(this.#shakeTimer)
    this.#shakeTimer = undefined
  }

  #patch(patch: Partial<ModalState>): void {
    this.#store.update((previous) => {
      const changed = (Object.keys(patch) as (keyof ModalState)[]).some((key) => patch[key] !== previous[key])
      return changed ? Object.freeze({ ...previous, ...patch }) : previous
    })
  }
}
