import type { Storage } from '../../ports/Storage.js'
import { DEFAULT_STORAGE_PREFIX } from '../../core/state/storageKeys.js'
import { StorageError } from './StorageError.js'

/** The part of the Web Storage API (`localStorage`, `sessionStorage`) the adapter uses. */
export interface WebStorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export { DEFAULT_STORAGE_PREFIX }

/**
 * The Storage port over a Web Storage object passed in (usually `window.localStorage`).
 * Reads never fail (a throwing read resolves `undefined`); writes and removals that the
 * browser refuses (quota, privacy settings) reject with a `StorageError`, never synchronously.
 * @example const storage = new WebStorageStorage({ storage: window.localStorage })
 */
export class WebStorageStorage implements Storage {
  readonly #storage: WebStorageLike
  readonly #prefix: string

  constructor(options: { readonly storage: WebStorageLike; readonly prefix?: string }) {
    this.#storage = options.storage
    this.#prefix = options.prefix ?? DEFAULT_STORAGE_PREFIX
  }

  async get(key: string): Promise<string | undefined> {
    try {
      return this.#storage.getItem(this.#prefix + key) ?? undefined
    } catch {
      // A blocked or corrupted store reads as empty: the core treats a missing value as "nothing saved".
      return undefined
    }
  }

  async set(key: string, value: string): Promise<void> {
    try {
      this.#storage.setItem(this.#prefix + key, value)
    } catch (cause) {
      throw new StorageError({ operation: 'set', key, cause })
    }
  }

  async remove(key: string): Promise<void> {
    try {
      this.#storage.removeItem(this.#prefix + key)
    } catch (cause) {
      throw new StorageError({ operation: 'remove', key, cause })
    }
  }
}
