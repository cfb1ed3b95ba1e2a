import { MemoryStorage } from '../adapters/storage/MemoryStorage.js'
import { StorageError } from '../adapters/storage/StorageError.js'
import { FailureScript } from './FailureScript.js'

/** Stands for "the default failure", built when the call happens. */
const QUOTA_EXCEEDED = Symbol('quota exceeded')

/** The operations of the Storage port, for scripting failures. */
export type StorageOperation = 'get' | 'set' | 'remove'

/**
 * A `MemoryStorage` a test can look into (`dump`), fill (`seed`) and make fail
 * (`failNext('set')` rejects the next write with a quota `StorageError` by default).
 * @example const storage = new InMemoryStorage({ 'wallet:recent': '[]' })
 */
export class InMemoryStorage extends MemoryStorage {
  readonly #failures = new FailureScript<StorageOperation>()

  constructor(initial: Readonly<Record<string, string>> = {}) {
    super()
    this.seed(initial)
  }

  override async get(key: string): Promise<string | undefined> {
    this.#throwIfScripted('get', key)
    return super.get(key)
  }

  override async set(key: string, value: string): Promise<void> {
    this.#throwIfScripted('set', key)
    return super.set(key, value)
  }

  override async remove(key: string): Promise<void> {
    this.#throwIfScripted('remove', key)
    return super.remove(key)
  }

  /** Stores these entries directly (no failure scripting), e.g. to start from a saved session. */
  seed(entries: Readonly<Record<string, string>>): this {
    for (const [key, value] of Object.entries(entries)) this.entries.set(key, value)
    return this
  }

  /** Everything stored, as a plain object sorted by key. */
  dump(): Record<string, string> {
    return Object.fromEntries([...this.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  }

  /** The stored keys, sorted. */
  keys(): readonly string[] {
    return Object.keys(this.dump())
  }

  /** How many entries are stored. */
  get size(): number {
    return this.entries.size
  }

  /** Empties the store. */
  clear(): void {
    this.entries.clear()
  }

  /** The next `operation` rejects with `error` (default: a `StorageError`, quota exceeded). */
  failNext(operation: StorageOperation, error: unknown = QUOTA_EXCEEDED): this {
    this.#failures.failNext(operation, error)
    return this
  }

  /** Every `operation` rejects with `error` until `clearFailures()`. */
  failAlways(operation: StorageOperation, error: unknown = QUOTA_EXCEEDED): this {
    this.#failures.failAlways(operation, error)
    return this
  }

  /** Stops failing `operation` (or every operation). */
  clearFailures(operation?: StorageOperation): this {
    this.#failures.clear(operation)
    return this
  }

  #throwIfScripted(operation: StorageOperation, key: string): void {
    const failure = this.#failures.take(operation)
    if (!failure) return
    if (failure.error !== QUOTA_EXCEEDED) throw failure.error
    // Built per call so the error names the key, as the real adapter's does.
    const cause = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' })
    throw new StorageError({ operation, key, cause })
  }
}
