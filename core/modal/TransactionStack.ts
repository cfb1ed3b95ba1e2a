import type { Observable } from 'rxjs'
import { Store } from '../state/Store.js'
import type { Router } from './Router.js'
import type { RouteRequest } from './views.js'

/** How a pending transaction view ended. */
export type TransactionOutcome = 'success' | 'error' | 'cancel'

/** What happened on `pop`: an entry settled, or nothing remains to show and the modal should close. */
export type TransactionPopResult = 'popped' | 'close-modal'

/** Callbacks and navigation mode of one pending transaction. */
export interface TransactionCallbacks {
  readonly onSuccess?: () => void
  readonly onError?: () => void
  readonly onCancel?: () => void
  /** Replace the current view instead of pushing: after the pop, the replaced view is not shown again. */
  readonly replace?: boolean
}

/** A pending transaction: the view it shows plus its callbacks. */
export type TransactionStackRequest = RouteRequest & TransactionCallbacks

/** A stack entry as exposed in snapshots. */
export interface TransactionEntry {
  readonly request: TransactionStackRequest
  /** History index the router returns to on pop; -1 when a replaced root left nothing beneath. */
  readonly returnToIndex: number
}

/**
 * Views waiting on a wallet answer (ApproveTransaction, Swap, …), over a Router.
 * Pushing shows the entry's view; popping settles the top entry, returns the router
 * to the view beneath it, then calls the outcome's callback (so a callback that
 * navigates has the last word).
 */
export class TransactionStack {
  readonly #router: Router
  readonly #store = new Store<readonly TransactionEntry[]>(Object.freeze([]))
  /** Emits the entries, bottom first, on subscribe and on every change. */
  readonly state$: Observable<readonly TransactionEntry[]> = this.#store.state$

  constructor(router: Router) {
    this.#router = router
  }

  /** The entries, bottom first. */
  getSnapshot(): readonly TransactionEntry[] {
    return this.#store.getSnapshot()
  }

  /** How many transactions are pending. */
  get size(): number {
    return this.getSnapshot().length
  }

  /** Shows the request's view (push or replace) and records where to return on pop. */
  push(request: TransactionStackRequest): void {
    const depth = this.#router.getSnapshot().history.length
    const returnToIndex = request.replace ? depth - 2 : depth - 1
    this.#store.update((entries) => Object.freeze([...entries, Object.freeze({ request, returnToIndex })]))
    this.#router.navigate(request, request.replace ? 'replace' : 'push')
  }

  /**
   * Drops `request`'s entry wherever it sits, without navigating or calling back: for a request
   * that settled under another one still shown (the one on top decides where the modal goes).
   * Returns whether there was such an entry.
   */
  remove(request: TransactionStackRequest): boolean {
    const entries = this.getSnapshot()
    if (!entries.some((entry) => entry.request === request)) return false
    this.#store.update(() => Object.freeze(entries.filter((entry) => entry.request !== request)))
    return true
  }

  /**
   * Settles the top entry with `outcome`. Returns 'close-modal' when the stack was
   * empty, or when a replaced root left no view to return to; the caller closes.
   */
  pop(outcome: TransactionOutcome): TransactionPopResult {
    const entries = this.getSnapshot()
    const top = entries.at(-1)
    if (top === undefined) return 'close-modal'
    this.#store.update(() => Object.freeze(entries.slice(0, -1)))
    if (top.returnToIndex >= 0) this.#router.goBackToIndex(top.returnToIndex)
    settle(top.request, outcome)
    return top.returnToIndex >= 0 ? 'popped' : 'close-modal'
  }
}

function settle(request: TransactionCallbacks, outcome: TransactionOutcome): void {
  switch (outcome) {
    case 'success':
      request.onSuccess?.()
      return
    case 'error':
      request.onError?.()
      return
    case 'cancel':
      request.onCancel?.()
      return
  }
}
