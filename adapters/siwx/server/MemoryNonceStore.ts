import type { NonceRecord, NonceStore } from './NonceStore.js'

/** Options of `MemoryNonceStore`. */
export interface MemoryNonceStoreOptions {
  readonly now?: () => number
  /** Refuse to hold more than this many live nonces (a flood of requests cannot grow memory forever). Default 100 000. */
  readonly maxEntries?: number
}

/**
 * The in-memory `NonceStore` of one Node process. Used nonces are kept until they
 * expire so a replay is told apart from a nonce never issued; expired ones are dropped.
 * @example createSiwxServer({ domain: 'example.com', nonceStore: new MemoryNonceStore() })
 */
export class MemoryNonceStore implements NonceStore {
  readonly #entries = new Map<string, { readonly expiresAt: number; readonly issuedAt?: number; used: boolean }>()
  readonly #now: () => number
  readonly #maxEntries: number

  constructor(options: MemoryNonceStoreOptions = {}) {
    this.#now = options.now ?? (() => Date.now())
    this.#maxEntries = options.maxEntries ?? 100_000
  }

  async add(nonce: string, expiresAt: number, issuedAt?: number): Promise<void> {
    this.#prune()
    if (this.#entries.size >= this.#maxEntries) throw new Error('MemoryNonceStore is full: too many live nonces')
    this.#entries.set(nonce, { expiresAt, ...(issuedAt === undefined ? {} : { issuedAt }), used: false })
  }

  async peek(nonce: string): Promise<NonceRecord | undefined> {
    const entry = this.#entries.get(nonce)
    return entry ? { ...entry } : undefined
  }

  async consume(nonce: string): Promise<boolean> {
    const entry = this.#entries.get(nonce)
    if (!entry || entry.used || entry.expiresAt <= this.#now()) return false
    entry.used = true
    return true
  }

  /** How many nonces are held (issued or used, not yet expired). */
  get size(): number {
    return this.#entries.size
  }

  #prune(): void {
    const now = this.#now()
    // Insertion order is expiry order when every nonce lives as long: stop at the first live one.
    for (const [nonce, entry] of this.#entries) {
      if (entry.expiresAt > now) break
      this.#entries.delete(nonce)
    }
  }
}
