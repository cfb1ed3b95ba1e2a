import { FetchError, ofetch, type $Fetch } from 'ofetch'
import type * as z from 'zod/mini'
import { AbortedError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { retry } from '../../../core/timing/retry.js'
import type { Clock } from '../../../ports/Clock.js'
import { ApiAlertError } from './ApiAlertError.js'
import { InvalidResponseError } from './InvalidResponseError.js'
import type { ProjectAlertCode } from './projectAlertFor.js'
import { projectAlertFor } from './projectAlertFor.js'
import { retryAfterMs } from './retryAfterMs.js'
import { SharedInFlight } from './sharedInFlight.js'

/** Where and as whom the client calls. */
export interface BlockchainApiHttpOptions {
  readonly baseUrl: string
  readonly projectId: string
  readonly sdkType: string
  readonly sdkVersion: string
  readonly clock: Clock
  readonly fetch?: typeof globalThis.fetch
  /** Told once per failed call that is the project's configuration (APKT007 / APKT002). */
  readonly onAlert?: (alert: ProjectAlertCode, error: ApiAlertError) => void
}

/** One call: path (query values undefined are left out), body for POST, the response schema. */
export interface ApiRequest<T> {
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly query?: Readonly<Record<string, string | undefined>>
  readonly body?: unknown
  readonly schema: z.ZodMiniType<T>
  readonly signal?: AbortSignal | undefined
}

type Query = Record<string, string>

/**
 * The HTTP core of OfetchBlockchainApi: adds `projectId`, `st`, `sv` to every call, retries
 * network errors, 5xx and 429 (spec §9: 3 retries, 1 s doubling, cap 30 s, Retry-After
 * honoured) in the Clock's time, never other 4xx, shares identical in-flight GETs, validates
 * every body with its schema, and throws only typed errors.
 */
export class BlockchainApiHttp {
  readonly #baseUrl: string
  readonly #identity: Query
  readonly #clock: Clock
  readonly #fetch: $Fetch
  readonly #onAlert: BlockchainApiHttpOptions['onAlert']
  readonly #inFlight = new SharedInFlight()
  #requests = 0

  constructor(options: BlockchainApiHttpOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.#identity = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
    this.#clock = options.clock
    this.#fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch
    this.#onAlert = options.onAlert
  }

  /** HTTP requests sent so far, retries included (the bench reads it). */
  get requestCount(): number {
    return this.#requests
  }

  async request<T>(call: ApiRequest<T>): Promise<T> {
    const url = this.#url(call.path, call.query)
    const send = (signal: AbortSignal) =>
      retry(() => this.#attempt(call, url, signal), {
        clock: this.#clock,
        signal,
        shouldRetry: isTransient,
        retryAfterMs: (error) => (error instanceof HttpRequestError ? (error.details['retryAfterMs'] as number | undefined) : undefined),
      })
    try {
      if (call.method === 'GET') return await this.#inFlight.run(url, send, call.signal)
      return await send(call.signal ?? new AbortController().signal)
    } catch (error) {
      if (error instanceof ApiAlertError) this.#onAlert?.(error.alert, error)
      throw error
    }
  }

  #url(path: string, query: ApiRequest<unknown>['query'] = {}): string {
    const url = new URL(`${this.#baseUrl}${path}`)
    for (const [key, value] of Object.entries({ ...query, ...this.#identity })) {
      if (value !== undefined) url.searchParams.set(key, value)
    }
    return url.toString()
  }

  async #attempt<T>(call: ApiRequest<T>, url: string, signal: AbortSignal): Promise<T> {
    this.#requests += 1
    let response: Awaited<ReturnType<$Fetch['raw']>>
    try {
      response = await this.#fetch.raw(url, {
        method: call.method,
        ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
        signal,
        retry: 0,
        ignoreResponseError: true,
      })
    } catch (error) {
      if (signal.aborted) throw new AbortedError({ cause: signal.reason })
      // A 2xx whose body is not JSON lands here too (ofetch's parse error carries the response).
      const status = error instanceof FetchError ? error.response?.status : undefined
      if (status !== undefined && status < 400) throw new InvalidResponseError({ url, method: call.method, issues: ['body is not JSON'] })
      throw new HttpRequestError({ url, method: call.method, status, cause: error })
    }
    const body: unknown = response._data
    if (response.status >= 400) throw this.#errorFor(call.method, url, response.status, body, response.headers.get('retry-after'))
    const parsed = call.schema.safeParse(body)
    if (!parsed.success) {
      throw new InvalidResponseError({
        url,
        method: call.method,
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
      })
    }
    return parsed.data
  }

  #errorFor(method: string, url: string, status: number, body: unknown, retryAfter: string | null): HttpRequestError {
    const alert = projectAlertFor(status, body)
    const details = { body: typeof body === 'string' ? body.slice(0, 200) : body, retryAfterMs: retryAfterMs(retryAfter, this.#clock.now()) }
    return alert ? new ApiAlertError({ url, method, status, alert, details }) : new HttpRequestError({ url, method, status, details })
  }
}

/** Retried: no response at all, 429 and 5xx. Not: other 4xx, bad bodies, aborts. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof HttpRequestError)) return false
  const { status } = error
  return status === undefined || status === 429 || (status >= 500 && status <= 599)
}
