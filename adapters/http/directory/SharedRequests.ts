import { AbortedError, throwIfAborted } from '../../../core/errors/AbortedError.js'

interface InFlight<T> {
  readonly promise: Promise<T>
  readonly controller: AbortController
  waiting: number
}

/**
 * Identical in-flight requests share one underlying request. Each caller keeps its own
 * AbortSignal: an abort rejects only that caller, and the shared request is cancelled once
 * every caller has gone. A settled request is forgotten (caching is the caller's business).
 * @example const page = await shared.run(url, (signal) => fetchPage(url, signal), options.signal)
 */
export class SharedRequests {
  readonly #inFlight = new Map<string, InFlight<unknown>>()

  /** How many distinct requests are running now. */
  get size(): number {
    return this.#inFlight.size
  }

  run<T>(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    throwIfAborted(signal)
    let entry = this.#inFlight.get(key) as InFlight<T> | undefined
    if (!entry) {
      const controller = new AbortController()
      const promise = start(controller.signal)
      const created: InFlight<T> = { promise, controller, waiting: 0 }
      entry = created
      this.#inFlight.set(key, created)
      const forget = () => {
        if (this.#inFlight.get(key) === created) this.#inFlight.delete(key)
      }
      promise.then(forget, forget)
    }
    return this.#join(key, entry, signal)
  }

  #join<T>(key: string, entry: InFlight<T>, signal: AbortSignal | undefined): Promise<T> {
    entry.waiting += 1
    if (!signal) return entry.promise
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        entry.waiting -= 1
        reject(new AbortedError({ cause: signal.reason }))
        if (entry.waiting === 0) {
          if (this.#inFlight.get(key) === entry) this.#inFlight.delete(key)
          entry.controller.abort(signal.reason)
        }
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
}
