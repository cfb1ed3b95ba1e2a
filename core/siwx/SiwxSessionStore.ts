import type { Logger } from '../../ports/Logger.js'
import type { Storage } from '../../ports/Storage.js'
import type { SiwxSession } from './Siwx.js'
import { MemoryBackedStorage } from '../state/MemoryBackedStorage.js'
import { readJson } from '../state/readJson.js'
import { isSessionOf } from './isSessionOf.js'
import { siwxSessionsSchema } from './siwxSessionSchema.js'

/** The Storage key sessions live under by default. */
export const SIWX_SESSIONS_KEY = 'siwxSessions'

/**
 * Sign-in sessions kept through the Storage port, one per chain and account.
 * Reads are schema-checked (a corrupt or tampered value is dropped, never trusted);
 * writes are serialised so two quick additions never lose one another, and a storage that
 * refuses them (full, private window) keeps the sessions in memory for the page.
 * @example await new SiwxSessionStore({ storage }).add(session)
 */
export class SiwxSessionStore {
  readonly #storage: Storage
  readonly #key: string
  readonly #logger: Logger | undefined
  #queue: Promise<unknown> = Promise.resolve()

  constructor(options: { readonly storage: Storage; readonly key?: string; readonly logger?: Logger }) {
    this.#storage = new MemoryBackedStorage({ storage: options.storage, logger: options.logger })
    this.#key = options.key ?? SIWX_SESSIONS_KEY
    this.#logger = options.logger
  }

  /** Every stored session. */
  list(): Promise<readonly SiwxSession[]> {
    return this.#run(() => this.#read())
  }

  /** The sessions of one chain and account. */
  async find(chainId: string, address: string): Promise<readonly SiwxSession[]> {
    return (await this.list()).filter((session) => isSessionOf(session, chainId, address))
  }

  /** Stores a session, replacing the previous one of the same chain and account. */
  add(session: SiwxSession): Promise<void> {
    return this.#run(async () => {
      const others = (await this.#read()).filter((stored) => !isSessionOf(stored, session.data.chainId, session.data.accountAddress))
      await this.#write([...others, session])
    })
  }

  /** Forgets the sessions of one chain and account. */
  remove(chainId: string, address: string): Promise<void> {
    return this.#run(async () => {
      const before = await this.#read()
      const after = before.filter((stored) => !isSessionOf(stored, chainId, address))
      if (after.length !== before.length) await this.#write(after)
    })
  }

  /** Replaces every stored session. */
  replace(sessions: readonly SiwxSession[]): Promise<void> {
    return this.#run(() => this.#write(sessions))
  }

  async #read(): Promise<readonly SiwxSession[]> {
    return (await readJson(this.#storage, this.#key, siwxSessionsSchema, this.#logger)) ?? []
  }

  async #write(sessions: readonly SiwxSession[]): Promise<void> {
    if (sessions.length === 0) await this.#storage.remove(this.#key)
    else await this.#storage.set(this.#key, JSON.stringify(sessions))
  }

  #run<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(operation)
    this.#queue = result.catch(() => undefined)
    return result
  }
}
