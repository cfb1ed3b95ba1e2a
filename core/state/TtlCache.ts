import type { Clock } from '../../ports/Clock.js'

/**
 * A small time-to-live memo over the Clock port (so expiry runs in virtual
 * time). One per instance; nothing is shared between walletport instances.
 */
export class TtlCache {
  readonly #clock: Pick<Clock, 'now'>
  readonly #entries = new Map<string, { readonly value: unknown; readonly expiresAt: number }>()

  constructor(clock: Pick<Clock, 'now'>) {
    this.#clock = clock
  }

  get<T>(key: string): T | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.#clock.now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value as T
  }

  set(key: string, value: unknown, ttlMs: number): void {
    this.#entries.set(key, { value, expiresAt: this.#clock.now() + ttlMs })
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  /** Forgets every key that starts with `prefix` (e.g. all balances of an address). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
  }
}
