import { AbortedError, throwIfAborted } from '../../../core/errors/AbortedError.js'

interface Entry {
  readonly promise: Promise<unknown>
  readonly controller: AbortController
  users: number
}

/**
 * Identical in-flight requests share one run: the second caller of `run(key, …)` while the
 * first is pending gets the same result. Each caller keeps its own abort signal; the shared
 * request is aborted only when every caller has given up.
 * @example const balances = await shared.run(url, (signal) => fetchBalances(signal), options.signal)
 */
export class SharedInFlight {
  readonly #entries = new Map<string, Entry>()

  run<T>(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    throwIfAborted(signal)
    let entry = this.#entries.get(key)
    if (!entry) {
      const controller = new AbortController()
      const created: Entry = { controller, users: 0, promise: Promise.resolve() }
      const promise = start(controller.signal).finally(() => {
        if (this.#entries.get(key) === created) this.#entries.delete(key)
      })
      entry = Object.assign(created, { promise })
      this.#entries.set(key, entry)
    }
    entry.users += 1
    return follow(entry, signal, () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key)
    }) as Promise<T>
  }

  /** How many distinct requests are in flight (for tests and the bench). */
  get size(): number {
    return this.#entries.size
  }
}

function follow(entry: Entry, signal: AbortSignal | undefined, forget: () => void): Promise<unknown> {
  if (!signal) return entry.promise
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      entry.users -= 1
      if (entry.users === 0) {
        forget()
        entry.controller.abort(signal.reason)
      }
      reject(new AbortedError({ cause: signal.reason }))
    }
    signal.addEventListener('abort', onAbort, { once: true })
    entry.promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
