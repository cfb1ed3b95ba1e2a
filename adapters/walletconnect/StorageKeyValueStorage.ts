import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { Storage } from '../../ports/Storage.js'

const INDEX_KEY = 'walletconnect:keys'

/**
 * WalletConnect's key/value store on walletport's Storage port, so its sessions live where the
 * app's connections live (localStorage in a browser, whatever the app gives in Node) and a
 * reload finds them. Unreadable values read as absent: storage is outside data.
 */
export class StorageKeyValueStorage implements IKeyValueStorage {
  readonly #storage: Storage
  /** Index updates run one after another: sign-client writes many keys at once. */
  #indexQueue: Promise<unknown> = Promise.resolve()

  constructor(storage: Storage) {
    this.#storage = storage
  }

  async getKeys(): Promise<string[]> {
    return this.#index()
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    const entries: [string, T][] = []
    for (const key of await this.#index()) {
      const value = await this.getItem<T>(key)
      if (value !== undefined) entries.push([key, value])
    }
    return entries
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const text = await this.#storage.get(`walletconnect:${key}`)
    if (text === undefined) return undefined
    try {
      return JSON.parse(text) as T
    } catch {
      return undefined
    }
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    await this.#storage.set(`walletconnect:${key}`, JSON.stringify(value))
    await this.#updateIndex((index) => (index.includes(key) ? index : [...index, key]))
  }

  async removeItem(key: string): Promise<void> {
    await this.#storage.remove(`walletconnect:${key}`)
    await this.#updateIndex((index) => (index.includes(key) ? index.filter((each) => each !== key) : index))
  }

  #updateIndex(change: (index: string[]) => string[]): Promise<void> {
    const next = this.#indexQueue.then(async () => {
      const index = await this.#index()
      const changed = change(index)
      if (changed !== index) await this.#storage.set(INDEX_KEY, JSON.stringify(changed))
    })
    this.#indexQueue = next.catch(() => undefined)
    return next
  }

  async #index(): Promise<string[]> {
    try {
      const value: unknown = JSON.parse((await this.#storage.get(INDEX_KEY)) ?? '[]')
      return Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : []
    } catch {
      return []
    }
  }
}
