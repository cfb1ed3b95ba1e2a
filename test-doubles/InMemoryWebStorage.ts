/**
 * A Map-backed stand-in for the browser's Web Storage (`localStorage`) for runtimes without
 * one, with a byte quota like a browser's: `setItem` over quota throws `QuotaExceededError`.
 * @example new WebStorageStorage({ storage: new InMemoryWebStorage() })
 */
export class InMemoryWebStorage {
  readonly #items = new Map<string, string>()
  readonly #quotaChars: number

  /** `quotaChars` bounds the total length of keys plus values (browsers allow about 5 M). */
  constructor(options: { readonly quotaChars?: number } = {}) {
    this.#quotaChars = options.quotaChars ?? 5_000_000
  }

  get length(): number {
    return this.#items.size
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null
  }

  setItem(key: string, value: string): void {
    const name = String(key)
    const text = String(value)
    const previous = this.#items.get(name)
    const used = this.#usedChars() - (previous === undefined ? 0 : name.length + previous.length)
    if (used + name.length + text.length > this.#quotaChars) {
      throw Object.assign(new Error(`Setting the value of '${name}' exceeded the quota.`), { name: 'QuotaExceededError', code: 22 })
    }
    this.#items.set(name, text)
  }

  removeItem(key: string): void {
    this.#items.delete(String(key))
  }

  clear(): void {
    this.#items.clear()
  }

  #usedChars(): number {
    let total = 0
    for (const [name, value] of this.#items) total += name.length + value.length
    return total
  }
}
