import type { FrameDatabase, SettingName, StoredKey } from './FrameDatabase.js'

/**
 * FrameDatabase in memory: what the page keeps when the browser refuses it IndexedDB (a
 * third-party frame where storage is blocked). Nothing survives a reload: the app-held session
 * handle resumes the session and the key comes back from the encrypted backup.
 * @example const database = new MemoryFrameDatabase()
 */
export class MemoryFrameDatabase implements FrameDatabase {
  readonly #keys = new Map<string, StoredKey>()
  readonly #settings = new Map<SettingName, string>()

  async getKey(userId: string): Promise<StoredKey | undefined> {
    return this.#keys.get(userId)
  }

  async putKey(record: StoredKey): Promise<void> {
    this.#keys.set(record.userId, { ...record })
  }

  async getSetting(name: SettingName): Promise<string | undefined> {
    return this.#settings.get(name)
  }

  async setSetting(name: SettingName, value: string): Promise<void> {
    this.#settings.set(name, value)
  }

  async deleteSetting(name: SettingName): Promise<void> {
    this.#settings.delete(name)
  }
}
