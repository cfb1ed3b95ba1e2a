import { Observable } from 'rxjs'

/**
 * rxjs's `combineLatest` for the core's own sources (stores: they replay their value on
 * subscribe and never error): emits the tuple of latest values once every source has one,
 * then on every change. Hand-written because `combineLatest` brings rxjs's scheduler and
 * `from()` machinery into every host page's initial bundle; this needs only
 * `Observable`, which the stores already carry. Completes when every source has completed.
 * @example combineLatestOf([network$, account$]).subscribe(([network, account]) => …)
 */
export function combineLatestOf<T extends readonly unknown[]>(sources: { readonly [K in keyof T]: Observable<T[K]> }): Observable<T> {
  return new Observable<T>((subscriber) => {
    const count = sources.length
    const values: unknown[] = new Array<unknown>(count)
    const hasValue = new Array<boolean>(count).fill(false)
    let ready = 0
    let completed = 0
    const subscriptions = sources.map((source, index) =>
      source.subscribe({
        next: (value) => {
          values[index] = value
          if (!hasValue[index]) {
            hasValue[index] = true
            ready += 1
          }
          if (ready === count) subscriber.next([...values] as unknown as T)
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          completed += 1
          if (completed === count) subscriber.complete()
        },
      }),
    )
    if (count === 0) subscriber.complete()
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  })
}
