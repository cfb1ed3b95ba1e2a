import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/**
 * WalletConnect's key/value storage kept in memory (a wallet that forgets on reload).
 * Values are copied through JSON, as a real store would, so nobody shares mutable objects.
 */
export class MemoryKeyValueStorage implements IKeyValueStorage {
  readonly #entries = new Map<string, string>()

  async getKeys(): Promise<string[]> {
    return [...this.#entries.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.#entries].map(([key, value]) => [key, JSON.parse(value) as T])
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const value = this.#entries.get(key)
    return value === undefined ? undefined : (JSON.parse(value) as T)
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.#entries.set(key, JSON.stringify(value))
  }

  async removeItem(key: string): Promise<void> {
    this.#entries.delete(key)
  }
}
