import type { FrameDatabase, SettingName, StoredKey } from './FrameDatabase.js'

/** The database and its stores; the frame origin's own IndexedDB, never shared with the app. */
export const FRAME_DATABASE_NAME = 'walletport-frame'
/** Encrypted keys, one record per userId (keyPath `userId`). */
export const KEYS_STORE = 'keys'
/** deviceId and sessionToken, keyed by name. */
export const SETTINGS_STORE = 'settings'
const VERSION = 1

/**
 * FrameDatabase over IndexedDB: store 'keys' (one record per userId) and store 'settings'
 * (deviceId, sessionToken). The connection opens on first use and is reused.
 * @example const database = new IndexedDbFrameDatabase(indexedDB)
 */
export class IndexedDbFrameDatabase implements FrameDatabase {
  readonly #factory: IDBFactory
  #opening: Promise<IDBDatabase> | undefined

  constructor(factory: IDBFactory) {
    this.#factory = factory
  }

  async getKey(userId: string): Promise<StoredKey | undefined> {
    const value = await this.#run(KEYS_STORE, 'readonly', (store) => store.get(userId))
    return isStoredKey(value) ? value : undefined
  }

  async putKey(record: StoredKey): Promise<void> {
    await this.#run(KEYS_STORE, 'readwrite', (store) => store.put({ ...record }))
  }

  async getSetting(name: SettingName): Promise<string | undefined> {
    const value: unknown = await this.#run(SETTINGS_STORE, 'readonly', (store) => store.get(name))
    return typeof value === 'string' ? value : undefined
  }

  async setSetting(name: SettingName, value: string): Promise<void> {
    await this.#run(SETTINGS_STORE, 'readwrite', (store) => store.put(value, name))
  }

  async deleteSetting(name: SettingName): Promise<void> {
    await this.#run(SETTINGS_STORE, 'readwrite', (store) => store.delete(name))
  }

  /** Opens the database (once); rejects when the browser refuses it. */
  async ready(): Promise<void> {
    await this.#open()
  }

  /** Closes the connection (tests; a page just goes away). */
  async close(): Promise<void> {
    const opening = this.#opening
    this.#opening = undefined
    if (opening) (await opening).close()
  }

  async #run(storeName: string, mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest): Promise<unknown> {
    const database = await this.#open()
    return new Promise((resolve, reject) => {
      const transaction = database.transaction(storeName, mode)
      const request = operation(transaction.objectStore(storeName))
      // Resolve on commit, not on the request: a write counts once it is durable.
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error ?? request.error)
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    })
  }

  #open(): Promise<IDBDatabase> {
    this.#opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = this.#factory.open(FRAME_DATABASE_NAME, VERSION)
      request.onupgradeneeded = () => {
        const database = request.result
        if (!database.objectStoreNames.contains(KEYS_STORE)) database.createObjectStore(KEYS_STORE, { keyPath: 'userId' })
        if (!database.objectStoreNames.contains(SETTINGS_STORE)) database.createObjectStore(SETTINGS_STORE)
      }
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    }).catch((error: unknown) => {
      this.#opening = undefined
      throw error
    })
    return this.#opening
  }
}

function isStoredKey(value: unknown): value is StoredKey {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return ['userId', 'address', 'ciphertext', 'iv'].every((field) => typeof record[field] === 'string')
}
