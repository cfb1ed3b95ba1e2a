import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'

/** The adapter's event listeners: each told in turn; the first error thrown is rethrown once all were told. */
export class AdapterListeners {
  readonly #listeners = new Set<(event: ChainAdapterEvent) => void>()

  /** Subscribes; the same function twice gives two independent subscriptions. */
  add(listener: (event: ChainAdapterEvent) => void): () => void {
    const subscription = (event: ChainAdapterEvent): void => listener(event)
    this.#listeners.add(subscription)
    return () => {
      this.#listeners.delete(subscription)
    }
  }

  get size(): number {
    return this.#listeners.size
  }

  notify(event: ChainAdapterEvent): void {
    const errors: unknown[] = []
    for (const listener of [...this.#listeners]) {
      try {
        listener(event)
      } catch (error) {
        errors.push(error)
      }
    }
    if (errors.length > 0) throw errors[0]
  }
}
