import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import type { Wallet } from '../core/connectors/Wallet.js'
import type { WalletDirectory, WalletListQuery, WalletPage } from '../ports/WalletDirectory.js'
import { throwIfAborted } from '../core/errors/AbortedError.js'
import { FailureScript } from './FailureScript.js'

/** The WalletDirectory methods, for scripting failures. */
export type WalletDirectoryMethod = keyof WalletDirectory

/** One recorded call. */
export type WalletDirectoryCall =
  | { readonly method: 'getWallets'; readonly params: WalletListQuery }
  | { readonly method: 'getWalletImageUrl'; readonly params: { readonly imageId: string; readonly signal?: AbortSignal } }

/**
 * The wallet listing over an in-memory list, kept in the given (ranking) order. `page` is
 * 1-based like the directory API; filters combine with AND; `search` is a case-insensitive
 * substring of the name; `count` is the number of matches over all pages.
 * @example const directory = new InMemoryWalletDirectory([{ id: 'metamask', name: 'MetaMask', image_id: 'mm' }])
 */
export class InMemoryWalletDirectory implements WalletDirectory {
  readonly #wallets: readonly Wallet[]
  readonly #images: ReadonlyMap<string, string>
  readonly #failures = new FailureScript<WalletDirectoryMethod>()
  readonly #calls: WalletDirectoryCall[] = []

  /** `images` maps image ids to the URL to answer; other image ids of listed wallets get a data: URL. */
  constructor(wallets: readonly Wallet[], options: { readonly images?: Readonly<Record<string, string>> } = {}) {
    this.#wallets = wallets
    this.#images = new Map(Object.entries(options.images ?? {}))
  }

  async getWallets(query: WalletListQuery): Promise<WalletPage> {
    await this.#begin({ method: 'getWallets', params: query }, query.signal)
    if (!Number.isInteger(query.page) || query.page < 1 || !Number.isInteger(query.entries) || query.entries < 1) {
      throw new HttpRequestError({
        url: 'memory://wallet-directory/getWallets',
        method: 'GET',
        status: 400,
        details: { page: query.page, entries: query.entries },
      })
    }
    const matches = this.#wallets.filter((wallet) => matchesQuery(wallet, query))
    const start = (query.page - 1) * query.entries
    return { data: matches.slice(start, start + query.entries), count: matches.length }
  }

  async getWalletImageUrl(imageId: string, options: { readonly signal?: AbortSignal } = {}): Promise<string> {
    await this.#begin({ method: 'getWalletImageUrl', params: { imageId, ...options } }, options.signal)
    const seeded = this.#images.get(imageId)
    if (seeded !== undefined) return seeded
    const wallet = this.#wallets.find((candidate) => candidate.image_id === imageId)
    if (!wallet) {
      throw new HttpRequestError({ url: `memory://wallet-directory/getWalletImage/${imageId}`, method: 'GET', status: 404 })
    }
    return placeholderImage(wallet.name)
  }

  /** Every call so far, in order. */
  get calls(): readonly WalletDirectoryCall[] {
    return [...this.#calls]
  }

  /** The next call of `method` rejects with `error`. */
  failNext(method: WalletDirectoryMethod, error: unknown): this {
    this.#failures.failNext(method, error)
    return this
  }

  /** Every call of `method` rejects with `error` until `clearFailures`. */
  failAlways(method: WalletDirectoryMethod, error: unknown): this {
    this.#failures.failAlways(method, error)
    return this
  }

  /** Forgets scripted failures of `method`, or of every method. */
  clearFailures(method?: WalletDirectoryMethod): this {
    this.#failures.clear(method)
    return this
  }

  async #begin(call: WalletDirectoryCall, signal: AbortSignal | undefined): Promise<void> {
    this.#calls.push(call)
    throwIfAborted(signal)
    await Promise.resolve()
    throwIfAborted(signal)
    this.#failures.throwIfScripted(call.method)
  }
}

/** Whether `wallet` passes every filter of `query` (an empty list filters nothing). */
function matchesQuery(wallet: Wallet, query: WalletListQuery): boolean {
  const some = (list: readonly string[] | undefined, test: (item: string) => boolean): boolean =>
    list === undefined || list.length === 0 || list.some(test)
  const name = wallet.name.toLowerCase()
  return (
    some(query.include, (id) => id === wallet.id) &&
    !(query.exclude ?? []).includes(wallet.id) &&
    some(query.chains, (chain) => (wallet.chains ?? []).includes(chain)) &&
    some(query.rdns, (rdns) => rdns === wallet.rdns) &&
    some(query.names, (wanted) => wanted.toLowerCase() === name) &&
    (query.badge === undefined || query.badge === wallet.badge_type) &&
    (query.search === undefined || name.includes(query.search.trim().toLowerCase()))
  )
}

/** A small SVG with the wallet's initial, as a data: URL. */
function placeholderImage(name: string): string {
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[<>&"']/g, '?')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="16" fill="#3b82f6"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">${initial}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
