import type { FrameDatabase, SettingName, StoredKey } from './FrameDatabase.js'
import { IndexedDbFrameDatabase } from './IndexedDbFrameDatabase.js'
import { MemoryFrameDatabase } from './MemoryFrameDatabase.js'

/**
 * The frame's storage: its IndexedDB, or memory for the page's life when the browser refuses
 * to open it (blocked third-party storage answers every open with an error). The choice is made
 * once, on the first open; a later transaction error is the caller's, never a silent switch.
 * @example const database = openFrameDatabase(indexedDB, (line, error) => console.warn(line, error))
 */
export function openFrameDatabase(factory: IDBFactory, log?: (line: string, error?: unknown) => void): FrameDatabase {
  const indexed = new IndexedDbFrameDatabase(factory)
  const chosen: Promise<FrameDatabase> = indexed.ready().then(
    () => indexed,
    (error: unknown) => {
      log?.('IndexedDB is not available to the frame; it keeps its data in memory until the page goes', error)
      return new MemoryFrameDatabase()
    },
  )
  return {
    getKey: async (userId: string): Promise<StoredKey | undefined> => (await chosen).getKey(userId),
    putKey: async (record: StoredKey): Promise<void> => (await chosen).putKey(record),
    getSetting: async (name: SettingName): Promise<string | undefined> => (await chosen).getSetting(name),
    setSetting: async (name: SettingName, value: string): Promise<void> => (await chosen).setSetting(name, value),
    deleteSetting: async (name: SettingName): Promise<void> => (await chosen).deleteSetting(name),
  }
}
