import type { Logger } from '../../ports/Logger.js'
import type { Storage } from '../../ports/Storage.js'

/**
 * A Storage whose refused writes (a full quota, a private window, a sandboxed frame) live on in
 * memory for this page: a flow never fails for want of persistence, and nothing alarming is
 * said (a debug log). Reads see the in-memory value first; a later accepted write clears it.
 * @example const storage = new MemoryBackedStorage({ storage: context.storage, logger })
 */
export class MemoryBackedStorage implements Storage {
  readonly #storage: Storage
  readonly #logger: Logger | undefined
  /** Keys whose last write or removal the storage refused: their value for this page (undefined: removed). */
  readonly #memory = new Map<string, string | undefined>()

  constructor(options: { readonly storage: Storage; readonly logger?: Logger | undefined }) {
    this.#storage = options.storage
    this.#logger = options.logger
  }

  async get(key: string): Promise<string | undefined> {
    return this.#memory.has(key) ? this.#memory.get(key) : this.#storage.get(key)
  }

  set(key: string, value: string): Promise<void> {
    return this.#write(key, value, () => this.#storage.set(key, value))
  }

  remove(key: string): Promise<void> {
    return this.#write(key, undefined, () => this.#storage.remove(key))
  }

  async #write(key: string, value: string | undefined, write: () => Promise<void>): Promise<void> {
    try {
      await write()
      this.#memory.delete(key)
    } catch (error) {
      this.#memory.set(key, value)
      this.#logger?.debug(`storage refused ${key}: kept in memory for this page`, error)
    }
  }
}
