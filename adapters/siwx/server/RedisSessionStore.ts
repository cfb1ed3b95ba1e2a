import type { SiwxSession } from '../../../core/siwx/Siwx.js'
import { siwxSessionSchema } from '../../../core/siwx/siwxSessionSchema.js'
import { isSessionOf } from '../../../core/siwx/isSessionOf.js'
import { redisStoreSettings, type RedisClient, type RedisStoreOptions, type RedisStoreSettings } from './RedisClient.js'
import type { SessionStore } from './SessionStore.js'
import { runRedisCommand } from './runRedisCommand.js'
import { sessionKeyOf } from './sessionKeyOf.js'
import { SiwxStoreValueError } from './siwxStoreErrors.js'

/**
 * A `SessionStore` in Redis, shared by every server process: one key per chain and account
 * holding the session as JSON, expiring by itself (PX). Read back through the session schema
 * and checked to be the account asked for; anything else is `SiwxStoreValueError`, a failure or
 * silence `SiwxStoreUnavailableError`.
 * @example createSiwxServer({ domain: 'example.com', sessionStore: new RedisSessionStore(redis), nonceStore: new RedisNonceStore(redis) })
 */
export class RedisSessionStore implements SessionStore {
  readonly #client: RedisClient
  readonly #settings: RedisStoreSettings

  constructor(client: RedisClient, options: RedisStoreOptions = {}) {
    this.#client = client
    this.#settings = redisStoreSettings(options)
  }

  async add(session: SiwxSession, expiresAt: number): Promise<void> {
    const key = this.#key(session.data.chainId, session.data.accountAddress)
    const ttl = Math.ceil(expiresAt - this.#settings.now())
    if (ttl <= 0) {
      await this.#run('add', () => this.#client.del(key))
      return
    }
    await this.#run('add', () => this.#client.set(key, JSON.stringify(session), 'PX', ttl))
  }

  async find(chainId: string, address: string): Promise<SiwxSession | undefined> {
    const key = this.#key(chainId, address)
    const value = await this.#run('find', () => this.#client.get(key))
    if (value === null) return undefined
    let json: unknown
    try {
      json = JSON.parse(value)
    } catch (cause) {
      throw new SiwxStoreValueError({ store: 'session', key, cause })
    }
    const parsed = siwxSessionSchema.safeParse(json)
    if (!parsed.success) throw new SiwxStoreValueError({ store: 'session', key, cause: parsed.error })
    const session = parsed.data as SiwxSession
    if (!isSessionOf(session, chainId, address)) throw new SiwxStoreValueError({ store: 'session', key, cause: new Error('the session is of another account') })
    return session
  }

  async remove(chainId: string, address: string): Promise<void> {
    await this.#run('remove', () => this.#client.del(this.#key(chainId, address)))
  }

  #key(chainId: string, address: string): string {
    return `${this.#settings.prefix}session:{${sessionKeyOf(chainId, address)}}`
  }

  #run<T>(operation: string, command: () => Promise<T>): Promise<T> {
    return runRedisCommand({ store: 'session', operation, timeoutMs: this.#settings.timeoutMs, command })
  }
}
