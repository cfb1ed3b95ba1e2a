import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'

/**
 * An instance-scoped state container: immutable snapshots, a get/watch pair,
 * and an observable. Never a module global (two walletport instances share nothing).
 */
export class Store<T> {
  readonly #subject: BehaviorSubject<T>
  /** Emits the current snapshot on subscribe, then every change. */
  readonly state$: Observable<T>

  constructor(initial: T) {
    this.#subject = new BehaviorSubject(initial)
    this.state$ = this.#subject.asObservable()
  }

  getSnapshot(): T {
    return this.#subject.getValue()
  }

  /** Replaces the snapshot with `update(previous)`; no emission when it returns the same reference. */
  update(update: (previous: T) => T): void {
    const previous = this.#subject.getValue()
    const next = update(previous)
    if (next !== previous) this.#subject.next(next)
  }

  set(next: T): void {
    this.update(() => next)
  }

  /** A derived observable that emits only when the selected value changes. */
  select<S>(selector: (state: T) => S, equals: (a: S, b: S) => boolean = Object.is): Observable<S> {
    return this.state$.pipe(map(selector), distinctUntilChanged(equals))
  }

  /** Calls `listener(next, previous)` on every change (not on subscribe); returns unsubscribe. */
  watch(listener: (next: T, previous: T) => void): () => void {
    let previous = this.#subject.getValue()
    const subscription = this.#subject.subscribe((next) => {
      if (next === previous) return
      const before = previous
      previous = next
      listener(next, before)
    })
    return () => subscription.unsubscribe()
  }

  complete(): void {
    this.#subject.complete()
  }
}
