import * as z from 'zod/mini'
import type { NonceRecord, NonceStore } from './NonceStore.js'
import { redisStoreSettings, type RedisClient, type RedisStoreOptions, type RedisStoreSettings } from './RedisClient.js'
import { runRedisCommand } from './runRedisCommand.js'
import { SiwxStoreValueError } from './siwxStoreErrors.js'

/** What is stored for an issued (or used) nonce; read back through this schema, never trusted as is. */
const epochMs = () => z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER))
const nonceValueSchema = z.object({ expiresAt: epochMs(), issuedAt: z.optional(epochMs()) })

/**
 * One atomic step, so of all servers only one caller ever takes a nonce: an issued, unexpired
 * nonce is deleted and a `used` marker left for the rest of its key's life (a replay reads
 * 'nonceReused', not 'nonceUnknown'); an expired one is returned untouched (the caller refuses
 * it). Both keys share a hash tag: one slot, so it runs on Redis Cluster too.
 * KEYS: issued, used. ARGV: now (epoch ms).
 */
const CONSUME_SCRIPT = `
local value = redis.call('GET', KEYS[1])
if not value then return false end
local expiresAt = tonumber(string.match(value, '"expiresAt":(%d+)'))
if expiresAt and expiresAt <= tonumber(ARGV[1]) then return value end
local ttl = redis.call('PTTL', KEYS[1])
redis.call('DEL', KEYS[1])
if ttl > 0 then redis.call('SET', KEYS[2], value, 'PX', ttl) end
return value
`

/**
 * Keys outlive their nonce by this much (PX = time left + this): an expired nonce still reads
 * 'nonceExpired' for a while, as in memory, before Redis drops it. The expiry itself is checked
 * against `expiresAt` on the server's clock.
 */
const EXPIRED_KEPT_MS = 60_000

/**
 * A `NonceStore` in Redis, shared by every server process: each nonce a key that expires by
 * itself (PX), used once across all of them (an atomic Lua script). Redis 6.2+.
 * Failures and silences are `SiwxStoreUnavailableError`, a value it did not write is
 * `SiwxStoreValueError`: neither ever accepts a nonce.
 * @example createSiwxServer({ domain: 'example.com', nonceStore: new RedisNonceStore(new Redis(process.env.REDIS_URL)) })
 */
export class RedisNonceStore implements NonceStore {
  readonly #client: RedisClient
  readonly #settings: RedisStoreSettings

  constructor(client: RedisClient, options: RedisStoreOptions = {}) {
    this.#client = client
    this.#settings = redisStoreSettings(options)
  }

  async add(nonce: string, expiresAt: number, issuedAt?: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil(expiresAt - this.#settings.now())) + EXPIRED_KEPT_MS
    const stored = await this.#run('add', () => this.#client.set(this.#issuedKey(nonce), JSON.stringify({ expiresAt, issuedAt }), 'PX', ttl, 'NX'))
    if (stored !== 'OK') throw new Error('RedisNonceStore: this nonce was already issued')
  }

  async peek(nonce: string): Promise<NonceRecord | undefined> {
    const [issued, used] = await this.#run('peek', () => this.#client.mget(this.#issuedKey(nonce), this.#usedKey(nonce)))
    if (typeof issued === 'string') return { ...this.#parse(issued, this.#issuedKey(nonce)), used: false }
    if (typeof used === 'string') return { ...this.#parse(used, this.#usedKey(nonce)), used: true }
    return undefined
  }

  async consume(nonce: string): Promise<boolean> {
    const key = this.#issuedKey(nonce)
    const taken = await this.#run('consume', () => this.#client.eval(CONSUME_SCRIPT, 2, key, this.#usedKey(nonce), this.#settings.now()))
    if (taken === null || taken === undefined) return false
    if (typeof taken !== 'string') throw new SiwxStoreValueError({ store: 'nonce', key })
    return this.#parse(taken, key).expiresAt > this.#settings.now()
  }

  #parse(value: string, key: string): Pick<NonceRecord, 'expiresAt' | 'issuedAt'> {
    let json: unknown
    try {
      json = JSON.parse(value)
    } catch (cause) {
      throw new SiwxStoreValueError({ store: 'nonce', key, cause })
    }
    const parsed = nonceValueSchema.safeParse(json)
    if (!parsed.success) throw new SiwxStoreValueError({ store: 'nonce', key, cause: parsed.error })
    const { expiresAt, issuedAt } = parsed.data
    return issuedAt === undefined ? { expiresAt } : { expiresAt, issuedAt }
  }

  #issuedKey(nonce: string): string {
    return `${this.#settings.prefix}nonce:{${nonce}}`
  }

  #usedKey(nonce: string): string {
    return `${this.#settings.prefix}used:{${nonce}}`
  }

  #run<T>(operation: string, command: () => Promise<T>): Promise<T> {
    return runRedisCommand({ store: 'nonce', operation, timeoutMs: this.#settings.timeoutMs, command })
  }
}
