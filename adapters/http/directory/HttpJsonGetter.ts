import { ofetch, type $Fetch } from 'ofetch'
import type * as z from 'zod/mini'
import { isAbortError } from '../../../core/errors/AbortedError.js'
import { retry } from '../../../core/timing/retry.js'
import type { Clock } from '../../../ports/Clock.js'
import { InvalidResponseError } from './InvalidResponseError.js'
import { isTransientHttpError, retryAfterOf } from './isTransientHttpError.js'
import { SharedRequests } from './SharedRequests.js'
import { toHttpRequestError } from './toHttpRequestError.js'

/** Where and as whom a getter calls, and on which clock it waits between retries. */
export interface HttpJsonGetterOptions {
  readonly baseUrl: string
  /** Sent with every call (projectId, st, sv). */
  readonly query: Readonly<Record<string, string>>
  readonly clock: Clock
  /** A fetch to use instead of the global one (tests, proxies, server runtimes). */
  readonly fetch?: typeof globalThis.fetch
}

/** One GET: a path under the base URL, its own query parameters, a signal. */
export interface GetRequest {
  readonly path: string
  readonly query?: Readonly<Record<string, string | number | undefined>>
  readonly signal?: AbortSignal | undefined
}

/**
 * GETs of one service with the §9 rules: 3 retries at 1 s doubling (cap 30 s, Retry-After
 * honoured) on network errors, 429 and 5xx, on the injected clock; identical in-flight GETs
 * shared; aborts honoured; JSON bodies validated by a zod/mini schema (InvalidResponseError).
 * @example const page = await getter.json({ path: '/getWallets', query: { page: 1 } }, walletPageSchema)
 */
export class HttpJsonGetter {
  readonly #baseUrl: string
  readonly #query: Readonly<Record<string, string>>
  readonly #clock: Clock
  readonly #fetch: $Fetch
  readonly #shared = new SharedRequests()

  constructor(options: HttpJsonGetterOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.#query = options.query
    this.#clock = options.clock
    this.#fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch
  }

  /** The validated JSON body of a GET. */
  json<S extends z.ZodMiniType>(request: GetRequest, schema: S): Promise<z.output<S>> {
    return this.#get(request, 'json', async (body, url) => {
      const parsed = schema.safeParse(body)
      if (!parsed.success) {
        throw new InvalidResponseError({ url, issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`) })
      }
      return parsed.data
    })
  }

  /** The body of a GET as a Blob (images). */
  blob(request: GetRequest): Promise<Blob> {
    return this.#get(request, 'blob', async (body) => body as Blob)
  }

  #get<T>(request: GetRequest, responseType: 'json' | 'blob', accept: (body: unknown, url: string) => Promise<T>): Promise<T> {
    const query = { ...definedEntries(request.query ?? {}), ...this.#query }
    const url = `${this.#baseUrl}${request.path}`
    const key = `${responseType} ${url}?${new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))).toString()}`
    return this.#shared.run(
      key,
      (signal) =>
        retry(
          async () => {
            let body: unknown
            try {
              body = await this.#fetch(url, { query, signal, retry: 0, responseType })
            } catch (error) {
              throw toHttpRequestError(error, { url, method: 'GET', nowMs: this.#clock.now() })
            }
            return accept(body, url)
          },
          { clock: this.#clock, signal, shouldRetry: (error) => !isAbortError(error) && isTransientHttpError(error), retryAfterMs: retryAfterOf },
        ),
      request.signal,
    )
  }
}

function definedEntries(record: Readonly<Record<string, string | number | undefined>>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(record)) if (value !== undefined) result[key] = String(value)
  return result
}
