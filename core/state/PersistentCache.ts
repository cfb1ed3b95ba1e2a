import * as z from 'zod/mini'
import type { Clock } from '../../ports/Clock.js'
import type { Storage } from '../../ports/Storage.js'

const entrySchema = z.object({ expiresAt: z.number(), value: z.unknown() })

/**
 * A time-to-live cache kept in the Storage port, so it survives a reload. Reads are
 * validated twice (the entry, then the value against the caller's schema): storage is
 * outside data, and a corrupt entry is removed and counts as a miss. Storage failures
 * never fail a call; the cache is then simply cold. Every key is stored under `prefix`.
 * @example await new PersistentCache({ storage, clock, prefix: 'blockchainApi:' }).set('balance:eip155:1:0xabc', balances, 30_000)
 */
export class PersistentCache {
  readonly #storage: Storage
  readonly #clock: Pick<Clock, 'now'>
  readonly #prefix: string

  constructor(options: { readonly storage: Storage; readonly clock: Pick<Clock, 'now'>; readonly prefix: string }) {
    this.#storage = options.storage
    this.#clock = options.clock
    this.#prefix = options.prefix
  }

  async get<T>(key: string, schema: z.ZodMiniType<T>): Promise<T | undefined> {
    const storageKey = this.#prefix + key
    const raw = await this.#storage.get(storageKey).catch(() => undefined)
    if (raw === undefined) return undefined
    const entry = entrySchema.safeParse(parseJson(raw))
    const value = entry.success ? schema.safeParse(entry.data.value) : undefined
    if (!entry.success || !value?.success) {
      await this.delete(key)
      return undefined
    }
    if (entry.data.expiresAt <= this.#clock.now()) {
      await this.delete(key)
      return undefined
    }
    return value.data
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    const entry = { expiresAt: this.#clock.now() + ttlMs, value }
    await this.#storage.set(this.#prefix + key, JSON.stringify(entry)).catch(() => undefined)
  }

  async delete(key: string): Promise<void> {
    await this.#storage.remove(this.#prefix + key).catch(() => undefined)
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}
