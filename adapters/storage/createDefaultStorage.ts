import type { Storage } from '../../ports/Storage.js'
import { MemoryStorage } from './MemoryStorage.js'
import { DEFAULT_STORAGE_PREFIX, WebStorageStorage, type WebStorageLike } from './WebStorageStorage.js'

const PROBE_KEY = `${DEFAULT_STORAGE_PREFIX}__probe__`

/**
 * `localStorage` when the runtime has a working one, else a `MemoryStorage`.
 * Probes with a write because some browsers expose a store that refuses every write.
 * @example const storage = createDefaultStorage()
 */
export function createDefaultStorage(
  host: { readonly localStorage?: WebStorageLike } = globalThis as { readonly localStorage?: WebStorageLike },
  options: { readonly prefix?: string } = {},
): Storage {
  try {
    const storage = host.localStorage
    if (!storage) return new MemoryStorage()
    storage.setItem(PROBE_KEY, '1')
    storage.removeItem(PROBE_KEY)
    return new WebStorageStorage({ storage, ...options })
  } catch {
    // Reading `localStorage` itself throws a SecurityError when cookies are blocked.
    return new MemoryStorage()
  }
}
