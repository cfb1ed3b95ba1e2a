import { DEFAULT_DIRECTORY_API_URL, DEFAULT_SDK_VERSION, SDK_TYPE } from '../../../core/options/serviceDefaults.js'
import { AbortedError, throwIfAborted } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import type { Clock } from '../../../ports/Clock.js'
import type { WalletDirectory, WalletListQuery, WalletPage } from '../../../ports/WalletDirectory.js'
import { HttpClient } from '../shared/HttpClient.js'
import { walletPageSchema } from './walletPageSchema.js'

/** Where and as whom the directory is called. */
export interface OfetchWalletDirectoryOptions {
  /** The directory API (default DEFAULT_DIRECTORY_API_URL). */
  readonly baseUrl?: string
  readonly projectId: string
  readonly sdkType?: string
  readonly sdkVersion?: string
  /** Waits between retries run on it (SystemClock in apps, ManualClock in tests). */
  readonly clock: Clock
  readonly fetch?: typeof globalThis.fetch
  /** How long a listing page is reused (default DIRECTORY_LISTING_CACHE_MS); 0 turns the cache off. */
  readonly listingCacheMs?: number
}

/**
 * Listing pages are reused for 5 minutes (walletport's choice): a directory changes slowly,
 * and reopening All wallets or Connect should cost nothing.
 */
export const DIRECTORY_LISTING_CACHE_MS = 5 * 60_000

/**
 * The WalletDirectory port over the directory API: GET `/getWallets` with
 * `page, entries, search, chains, include, exclude, rdns, names, badge` and
 * `/getWalletImage/{id}`, each with `projectId, st, sv`. Retries, sharing of identical
 * in-flight calls and validation come from HttpClient. A listing page is reused for
 * DIRECTORY_LISTING_CACHE_MS (on the clock); an image is fetched once per id and kept as a
 * data: URL for the adapter's life. Failures are never kept: the next ask tries again.
 * @example const directory = new OfetchWalletDirectory({ projectId, clock: new SystemClock() })
 */
export class OfetchWalletDirectory implements WalletDirectory {
  readonly #http: HttpClient
  readonly #images = new Map<string, Promise<string>>()
  readonly #pages = new Map<string, { readonly at: number; readonly page: WalletPage }>()
  readonly #baseUrl: string
  readonly #clock: Clock
  readonly #listingCacheMs: number

  constructor(options: OfetchWalletDirectoryOptions) {
    this.#baseUrl = (options.baseUrl ?? DEFAULT_DIRECTORY_API_URL).replace(/\/+$/, '')
    this.#clock = options.clock
    this.#listingCacheMs = options.listingCacheMs ?? DIRECTORY_LISTING_CACHE_MS
    this.#http = new HttpClient({
      baseUrl: this.#baseUrl,
      clock: options.clock,
      query: { projectId: options.projectId, st: options.sdkType ?? SDK_TYPE, sv: options.sdkVersion ?? DEFAULT_SDK_VERSION },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
  }

  async getWallets(query: WalletListQuery): Promise<WalletPage> {
    throwIfAborted(query.signal)
    const params = toSearchParams(query)
    const key = JSON.stringify(Object.entries(params).filter(([, value]) => value !== undefined))
    const cached = this.#pages.get(key)
    if (cached && this.#clock.now() - cached.at < this.#listingCacheMs) return cached.page
    const page = await this.#http.request({ path: '/getWallets', query: params, schema: walletPageSchema, signal: query.signal })
    if (this.#listingCacheMs > 0) this.#pages.set(key, { at: this.#clock.now(), page })
    return page
  }

  async getWalletImageUrl(imageId: string, options: { readonly signal?: AbortSignal } = {}): Promise<string> {
    throwIfAborted(options.signal)
    let image = this.#images.get(imageId)
    if (!image) {
      // Fetched without the caller's signal: the image is shared by every row and every later open.
      image = this.#fetchImage(imageId)
      this.#images.set(imageId, image)
      image.catch(() => this.#images.delete(imageId))
    }
    return withSignal(image, options.signal)
  }

  async #fetchImage(imageId: string): Promise<string> {
    const path = `/getWalletImage/${encodeURIComponent(imageId)}`
    const blob = await this.#http.blob({ path })
    if (!blob.type.startsWith('image/')) {
      throw new HttpRequestError({ url: `${this.#baseUrl}${path}`, method: 'GET', status: 200, details: { reason: 'not an image', type: blob.type } })
    }
    return toDataUrl(blob)
  }
}

/** The query of `/getWallets`: lists comma-joined, empty lists and absent filters left out. */
export function toSearchParams(query: WalletListQuery): Record<string, string | number | undefined> {
  const list = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined)
  return {
    page: query.page,
    entries: query.entries,
    search: query.search?.trim() || undefined,
    chains: list(query.chains),
    include: list(query.include),
    exclude: list(query.exclude),
    rdns: list(query.rdns),
    names: list(query.names),
    badge: query.badge,
  }
}

/** A data: URL keeps working after the fetch is gone and needs no revoking (object URLs leak). */
async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return `data:${blob.type};base64,${btoa(binary)}`
}

function withSignal<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortedError({ cause: signal.reason }))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
