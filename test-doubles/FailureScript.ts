/**
 * Scripted failures per operation, shared by the doubles: one-shot failures (`failNext`,
 * queued, consumed first) and a standing failure (`failAlways`) until cleared.
 */
export class FailureScript<Operation extends string> {
  readonly #next = new Map<Operation, unknown[]>()
  readonly #always = new Map<Operation, unknown>()

  /** The next call of `operation` fails with `error` (calls queue up: two `failNext` fail two calls). */
  failNext(operation: Operation, error: unknown): void {
    const queue = this.#next.get(operation) ?? []
    this.#next.set(operation, [...queue, error])
  }

  /** Every call of `operation` fails with `error` until `clear(operation)`. */
  failAlways(operation: Operation, error: unknown): void {
    this.#always.set(operation, error)
  }

  /** Forgets the scripted failures of `operation`, or of every operation. */
  clear(operation?: Operation): void {
    if (operation === undefined) {
      this.#next.clear()
      this.#always.clear()
      return
    }
    this.#next.delete(operation)
    this.#always.delete(operation)
  }

  /** Consumes the failure scripted for this call of `operation`, if any. */
  take(operation: Operation): { readonly error: unknown } | undefined {
    const queue = this.#next.get(operation)
    if (queue && queue.length > 0) {
      const [error, ...rest] = queue
      this.#next.set(operation, rest)
      return { error }
    }
    return this.#always.has(operation) ? { error: this.#always.get(operation) } : undefined
  }

  /** Throws the failure scripted for this call of `operation`, if any. */
  throwIfScripted(operation: Operation): void {
    const failure = this.take(operation)
    if (failure) throw failure.error
  }
}
