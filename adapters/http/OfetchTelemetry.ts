import { FetchError, ofetch, type $Fetch } from 'ofetch'
import { DEFAULT_PULSE_API_URL, DEFAULT_SDK_VERSION, SDK_TYPE } from '../../core/options/serviceDefaults.js'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import type { Telemetry, TelemetryEvent } from '../../ports/Telemetry.js'

/** Where and as whom OfetchTelemetry sends. */
export interface OfetchTelemetryOptions {
  /** The analytics service (default DEFAULT_PULSE_API_URL). */
  readonly baseUrl?: string
  readonly projectId: string
  readonly sdkType?: string
  readonly sdkVersion?: string
  /** A fetch to use instead of the global one (tests, proxies, server runtimes). */
  readonly fetch?: typeof globalThis.fetch
}

/**
 * The Telemetry port over ofetch: POST `{baseUrl}/e?projectId&st&sv` with the
 * event as JSON. Failures reject with HttpRequestError; whether to send
 * at all, and how often, is TelemetryService's decision, not this adapter's.
 * `new OfetchTelemetry({ projectId })`.
 */
export class OfetchTelemetry implements Telemetry {
  readonly #endpoint: string
  readonly #query: Readonly<Record<'projectId' | 'st' | 'sv', string>>
  readonly #fetch: $Fetch

  constructor(options: OfetchTelemetryOptions) {
    this.#endpoint = `${(options.baseUrl ?? DEFAULT_PULSE_API_URL).replace(/\/+$/, '')}/e`
    this.#query = {
      projectId: options.projectId,
      st: options.sdkType ?? SDK_TYPE,
      sv: options.sdkVersion ?? DEFAULT_SDK_VERSION,
    }
    this.#fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch
  }

  async send(event: TelemetryEvent): Promise<void> {
    try {
      await this.#fetch(this.#endpoint, {
        method: 'POST',
        query: this.#query,
        body: event,
        // Rate limiting lives in the core; a retry here would send the same event twice.
        retry: 0,
        // Lets the event outlive the page when it is sent during navigation or unload.
        keepalive: true,
      })
    } catch (error) {
      throw new HttpRequestError({
        url: this.#endpoint,
        method: 'POST',
        status: error instanceof FetchError ? error.response?.status : undefined,
        cause: error,
      })
    }
  }
}
