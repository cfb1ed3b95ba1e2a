import type { SiwxSession } from '../../../core/siwx/Siwx.js'
import type { SessionStore } from './SessionStore.js'
import { sessionKeyOf } from './sessionKeyOf.js'

/** Options of `MemorySessionStore`. */
export interface MemorySessionStoreOptions {
  readonly now?: () => number
  /** Hold at most this many sessions: when full, expired ones go first, then the oldest sign-in. Default 100 000. */
  readonly maxEntries?: number
}

/**
 * The in-memory `SessionStore` of one Node process: sessions by chain and account until they expire.
 * @example createSiwxServer({ domain: 'example.com', sessionStore: new MemorySessionStore() })
 */
export class MemorySessionStore implements SessionStore {
  readonly #entries = new Map<string, { readonly session: SiwxSession; readonly expiresAt: number }>()
  readonly #now: () => number
  readonly #maxEntries: number

  constructor(options: MemorySessionStoreOptions = {}) {
    this.#now = options.now ?? (() => Date.now())
    this.#maxEntries = options.maxEntries ?? 100_000
  }

  async add(session: SiwxSession, expiresAt: number): Promise<void> {
    const key = sessionKeyOf(session.data.chainId, session.data.accountAddress)
    if (!this.#entries.has(key) && this.#entries.size >= this.#maxEntries) this.#prune()
    // Still full: the oldest sign-in gives way (its visitor signs in again) rather than refusing
    // every new one for a day, which a flood of throwaway accounts could otherwise cause.
    if (!this.#entries.has(key) && this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string)
    // Re-inserted at the end, so the map stays roughly in expiry order for #prune.
    this.#entries.delete(key)
    this.#entries.set(key, { session, expiresAt })
  }

  async find(chainId: string, address: string): Promise<SiwxSession | undefined> {
    const key = sessionKeyOf(chainId, address)
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > this.#now()) return entry.session
    this.#entries.delete(key)
    return undefined
  }

  async remove(chainId: string, address: string): Promise<void> {
    this.#entries.delete(sessionKeyOf(chainId, address))
  }

  /** How many sessions are held (live, or expired and not yet dropped). */
  get size(): number {
    return this.#entries.size
  }

  #prune(): void {
    const now = this.#now()
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key)
  }
}
