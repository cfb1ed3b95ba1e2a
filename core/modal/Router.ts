import type { Observable } from 'rxjs'
import { Store } from '../state/Store.js'
import { toRouteEntry, type RouteArgs, type RouteEntry, type RouteRequest, type View } from './views.js'

/**
 * The router's snapshot: the current view and its data (the last history entry),
 * plus the whole history, root first. `history` is never empty.
 */
export type RouterState = RouteEntry & { readonly history: readonly RouteEntry[] }

/** How `navigate` changes the history. */
export type NavigationMode = 'push' | 'replace' | 'reset'

/** The default root view when a router is built without one. */
const DEFAULT_ROOT: RouteRequest = { view: 'Connect' }

function stateOf(history: readonly RouteEntry[], top: RouteEntry): RouterState {
  return Object.freeze({ ...top, history: Object.freeze(history) }) as RouterState
}

/**
 * The modal's view history, one instance per walletport instance. Snapshots are
 * frozen and every change builds new arrays, so an old snapshot never changes.
 */
export class Router {
  readonly #store: Store<RouterState>
  /** Emits the current snapshot on subscribe, then every change. */
  readonly state$: Observable<RouterState>

  constructor(root: RouteRequest = DEFAULT_ROOT) {
    const entry = toRouteEntry(root)
    this.#store = new Store(stateOf([entry], entry))
    this.state$ = this.#store.state$
  }

  /** The current snapshot. */
  getSnapshot(): RouterState {
    return this.#store.getSnapshot()
  }

  /** Calls `listener(next, previous)` on every change; returns unsubscribe. */
  watch(listener: (next: RouterState, previous: RouterState) => void): () => void {
    return this.#store.watch(listener)
  }

  /**
   * Shows `view` on top of the history. Pushing the view already shown updates
   * its data instead of stacking a duplicate, so Back never lands on the same view.
   */
  push<V extends View>(view: V, ...args: RouteArgs<V>): void {
    this.navigate(requestOf(view, args), 'push')
  }

  /** Shows `view` in place of the current one; Back skips the replaced view. */
  replace<V extends View>(view: V, ...args: RouteArgs<V>): void {
    this.navigate(requestOf(view, args), 'replace')
  }

  /** Makes `view` the only history entry (e.g. when the modal opens). */
  reset<V extends View>(view: V, ...args: RouteArgs<V>): void {
    this.navigate(requestOf(view, args), 'reset')
  }

  /** Navigates to a request value (for callers holding a `RouteRequest` rather than literals). */
  navigate(request: RouteRequest, mode: NavigationMode = 'push'): void {
    const entry = toRouteEntry(request)
    this.#store.update((previous) => {
      if (mode === 'reset') return stateOf([entry], entry)
      const sameView = previous.view === entry.view
      if (mode === 'push' && sameView && previous.data === entry.data) return previous
      const keep = mode === 'replace' || sameView ? previous.history.slice(0, -1) : previous.history
      return stateOf([...keep, entry], entry)
    })
  }

  /** True when there is a view to go back to. */
  canGoBack(): boolean {
    return this.getSnapshot().history.length > 1
  }

  /**
   * Shows the previous view. At the root it does nothing and returns false: the
   * router has no notion of closing; `ModalController.goBackOrClose` decides that.
   */
  goBack(): boolean {
    return this.goBackToIndex(this.getSnapshot().history.length - 2)
  }

  /**
   * Drops every entry above `index` (0 = root). Returns false and changes nothing
   * when `index` is not a strictly lower history position.
   */
  goBackToIndex(index: number): boolean {
    const { history } = this.getSnapshot()
    const target = Number.isInteger(index) ? history[index] : undefined
    if (target === undefined || index >= history.length - 1) return false
    this.#store.update(() => stateOf(history.slice(0, index + 1), target))
    return true
  }
}

// Generic rest args cannot be correlated with the request union by the compiler.
function requestOf<V extends View>(view: V, args: RouteArgs<V>): RouteRequest {
  return { view, params: args[0] } as RouteRequest
}
