import type { Observable } from 'rxjs'

/** A piece of state read as a snapshot or followed as an observable (a Store, a Router, …). */
export interface Readable<T> {
  getSnapshot(): T
  /** Emits the current snapshot on subscribe, then every change. */
  readonly state$: Observable<T>
}

/** Calls `listener` with the current value of `value$`, then with every change; returns unsubscribe. */
export function watchValue<T>(value$: Observable<T>, listener: (value: T) => void): () => void {
  const subscription = value$.subscribe((value) => listener(value))
  return () => subscription.unsubscribe()
}
