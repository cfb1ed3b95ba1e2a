import type { Storage } from '../../ports/Storage.js'

/**
 * The Storage port over a `Map`: the default where no Web Storage exists
 * (server rendering, workers, privacy modes). Lives as long as the instance.
 * @example const storage = new MemoryStorage()
 */
export class MemoryStorage implements Storage {
  /** The stored entries; protected so inspecting subclasses (`InMemoryStorage`) can read them. */
  protected readonly entries = new Map<string, string>()

  async get(key: string): Promise<string | undefined> {
    return this.entries.get(key)
  }

  async set(key: string, value: string): Promise<void> {
    this.entries.set(key, value)
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
