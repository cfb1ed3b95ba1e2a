import { FetchError, ofetch, type $Fetch } from 'ofetch'
import type * as z from 'zod/mini'
import { AbortedError, isAbortError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { retry } from '../../../core/timing/retry.js'
import type { Clock } from '../../../ports/Clock.js'
import { InvalidResponseError } from './InvalidResponseError.js'
import { isTransientHttpError, retryAfterOf } from './isTransientHttpError.js'
import { parseRetryAfter } from './parseRetryAfter.js'
import { SharedInFlight } from './SharedInFlight.js'

/** An error status as it arrived, for `errorFor` to name more precisely. */
export interface FailedResponse {
  readonly url: string
  readonly method: string
  readonly status: number
  readonly body: unknown
  /** What the default HttpRequestError carries: the body (text cut at 200 chars) and `retryAfterMs`. */
  readonly details: Readonly<Record<string, unknown>>
}

/** Where and as whom a client calls, and on which clock it waits between retries. */
export interface HttpClientOptions {
  readonly baseUrl: string
  /** Sent with every call (projectId, st, sv); wins over a request's own query. */
  readonly query: Readonly<Record<string, string>>
  readonly clock: Clock
  /** A fetch to use instead of the global one (tests, proxies, server runtimes). */
  readonly fetch?: typeof globalThis.fetch
  /** A more specific error for an error status (e.g. a project alert); undefined keeps HttpRequestError. */
  readonly errorFor?: (response: FailedResponse) => HttpRequestError | undefined
  /** Told of each caller's final failure (after the retries). */
  readonly onFailure?: (error: unknown) => void
  /** How long one attempt may wait for its response, ms, on the clock (default HTTP_TIMEOUT_MS). */
  readonly timeoutMs?: number
}

/** Ten seconds, as the RPC time-out: an attempt still unanswered by then fails as a network error and is retried. */
export const HTTP_TIMEOUT_MS = 10_000

/** One call: a path under the base URL (query values undefined are left out), a body for POST. */
export interface HttpRequest {
  /** Default GET. */
  readonly method?: 'GET' | 'POST'
  readonly path: string
  readonly query?: Readonly<Record<string, string | number | undefined>>
  readonly body?: unknown
  readonly signal?: AbortSignal | undefined
}

/** A call whose JSON body must have the schema's shape. */
export interface JsonRequest<T> extends HttpRequest {
  readonly schema: z.ZodMiniType<T>
}

type ResponseType = 'json' | 'blob'

/**
 * The HTTP core of the provider's services (Blockchain API, directory, project config), with
 * the data-fetch retry: 3 retries at 1 s doubling (cap 30 s, Retry-After honoured) on network
 * errors, 429 and 5xx, on the injected clock, never other 4xx; identical in-flight GETs shared,
 * each caller keeping its own abort (SharedInFlight); JSON bodies validated by a zod/mini schema
 * (InvalidResponseError); an attempt unanswered after `timeoutMs` (10 s) is a NETWORK_ERROR
 * HttpRequestError with `details.timeoutMs`, retried like one; only typed errors thrown.
 * @example const page = await http.request({ path: '/getWallets', query: { page: 1 }, schema: walletPageSchema })
 */
export class HttpClient {
  readonly #baseUrl: string
  readonly #query: Readonly<Record<string, string>>
  readonly #clock: Clock
  readonly #fetch: $Fetch
  readonly #errorFor: HttpClientOptions['errorFor']
  readonly #onFailure: HttpClientOptions['onFailure']
  readonly #timeoutMs: number
  readonly #inFlight = new SharedInFlight()
  #requests = 0

  constructor(options: HttpClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.#query = options.query
    this.#clock = options.clock
    this.#fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch
    this.#errorFor = options.errorFor
    this.#onFailure = options.onFailure
    this.#timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS
  }

  /** HTTP requests sent so far, retries included (the bench reads it). */
  get requestCount(): number {
    return this.#requests
  }

  /** The validated JSON body of a call. */
  request<T>(call: JsonRequest<T>): Promise<T> {
    return this.#send(call, 'json', (body, url, method) => {
      const parsed = call.schema.safeParse(body)
      if (!parsed.success) {
        throw new InvalidResponseError({ url, method, issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`) })
      }
      return parsed.data
    })
  }

  /** The body of a GET as a Blob (images). */
  blob(call: Omit<HttpRequest, 'method' | 'body'>): Promise<Blob> {
    return this.#send(call, 'blob', (body) => body as Blob)
  }

  async #send<T>(call: HttpRequest, responseType: ResponseType, accept: (body: unknown, url: string, method: string) => T): Promise<T> {
    const method = call.method ?? 'GET'
    const url = this.#url(call.path, call.query)
    const run = (signal: AbortSignal) =>
      retry(async () => accept(await this.#attempt(method, url, call.body, responseType, signal), url, method), {
        clock: this.#clock,
        signal,
        shouldRetry: isTransientHttpError,
        retryAfterMs: retryAfterOf,
      })
    try {
      if (method === 'GET') return await this.#inFlight.run(`${responseType} ${sortedUrl(url)}`, run, call.signal)
      return await run(call.signal ?? new AbortController().signal)
    } catch (error) {
      this.#onFailure?.(error)
      throw error
    }
  }

  #url(path: string, query: HttpRequest['query'] = {}): string {
    const url = new URL(`${this.#baseUrl}${path}`)
    for (const [key, value] of Object.entries({ ...query, ...this.#query })) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    return url.toString()
  }

  async #attempt(method: string, url: string, body: unknown, responseType: ResponseType, signal: AbortSignal): Promise<unknown> {
    this.#requests += 1
    // The attempt's own signal: the caller's abort, or the time-out on the clock (virtual in tests).
    const attempt = new AbortController()
    const abort = (): void => attempt.abort(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    let timedOut = false
    const timer = this.#clock.setTimeout(() => {
      timedOut = true
      attempt.abort()
    }, this.#timeoutMs)
    let response: Awaited<ReturnType<$Fetch['raw']>>
    try {
      response = await this.#fetch.raw(url, {
        method,
        ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
        signal: attempt.signal,
        responseType,
        retry: 0,
        ignoreResponseError: true,
      })
    } catch (error) {
      if (signal.aborted) throw new AbortedError({ cause: signal.reason })
      // No cause: it would be our own abort, and an abort in the chain reads as the caller's (never retried).
      if (timedOut) throw new HttpRequestError({ url, method, details: { timeoutMs: this.#timeoutMs } })
      if (isAbortError(error)) throw new AbortedError({ cause: error })
      // A 2xx whose body cannot be read lands here too (ofetch's error carries the response).
      const status = error instanceof FetchError ? error.response?.status : undefined
      if (status !== undefined && status < 400) throw new InvalidResponseError({ url, method, issues: ['body is not JSON'] })
      throw new HttpRequestError({ url, method, status, cause: error })
    } finally {
      this.#clock.clearTimeout(timer)
      signal.removeEventListener('abort', abort)
    }
    if (response.status >= 400) return this.#fail({ url, method, status: response.status, body: response._data as unknown }, response.headers.get('retry-after'))
    return response._data
  }

  #fail(response: Omit<FailedResponse, 'details'>, retryAfter: string | null): never {
    const { body } = response
    const retryAfterMs = parseRetryAfter(retryAfter, this.#clock.now())
    const details = {
      ...(body instanceof Blob ? {} : { body: typeof body === 'string' ? body.slice(0, 200) : body }),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    }
    const failed = { ...response, details }
    throw this.#errorFor?.(failed) ?? new HttpRequestError({ url: response.url, method: response.method, status: response.status, details })
  }
}

/** The same request whatever the order of its query (the key identical GETs share). */
function sortedUrl(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.sort()
  return parsed.toString()
}
