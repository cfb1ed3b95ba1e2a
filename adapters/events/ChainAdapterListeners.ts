import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import type { Logger } from '../../ports/Logger.js'

/**
 * A real chain adapter's event listeners: `on()` subscriptions (the same function twice gives
 * two independent subscriptions), each told in turn; one that throws is logged and the others
 * are still told, since the wallet's event must not be lost.
 * @example const listeners = new ChainAdapterListeners(logger); listeners.emit({ type: 'disconnect', connectorId })
 */
export class ChainAdapterListeners {
  readonly #listeners = new Set<(event: ChainAdapterEvent) => void>()
  readonly #logger: Logger

  constructor(logger: Logger) {
    this.#logger = logger
  }

  /** Subscribes; returns the unsubscribe function. */
  add(listener: (event: ChainAdapterEvent) => void): () => void {
    const subscription = (event: ChainAdapterEvent): void => listener(event)
    this.#listeners.add(subscription)
    return () => {
      this.#listeners.delete(subscription)
    }
  }

  emit(event: ChainAdapterEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event)
      } catch (error) {
        this.#logger.error('A chain adapter listener threw', error)
      }
    }
  }

  clear(): void {
    this.#listeners.clear()
  }
}
