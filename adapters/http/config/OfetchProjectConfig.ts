import { DEFAULT_DIRECTORY_API_URL, DEFAULT_SDK_VERSION, SDK_TYPE } from '../../../core/options/serviceDefaults.js'
import type { RemoteFeatures } from '../../../core/options/WalletportOptions.js'
import type { Clock } from '../../../ports/Clock.js'
import type { ProjectConfig } from '../../../ports/ProjectConfig.js'
import { HttpClient } from '../shared/HttpClient.js'
import { allowedOriginsSchema, projectConfigSchema, toRemoteFeatures } from './projectConfigSchema.js'

/** Where and as whom the project's config is read. */
export interface OfetchProjectConfigOptions {
  /** The provider's API (default DEFAULT_DIRECTORY_API_URL, where the directory lives too). */
  readonly baseUrl?: string
  readonly projectId: string
  readonly sdkType?: string
  readonly sdkVersion?: string
  readonly clock: Clock
  readonly fetch?: typeof globalThis.fetch
}

/**
 * The ProjectConfig port over the provider's API: GET `/appkit/v1/config` (feature flags) and
 * `/projects/v1/origins` (allowed origins), with `projectId, st, sv`, the data-fetch retry and
 * validated bodies (HttpClient). Errors leave as HttpRequestError (the status tells the
 * core which alert to raise) or InvalidResponseError.
 * @example const config = new OfetchProjectConfig({ projectId, clock: new SystemClock() })
 */
export class OfetchProjectConfig implements ProjectConfig {
  readonly #http: HttpClient

  constructor(options: OfetchProjectConfigOptions) {
    this.#http = new HttpClient({
      baseUrl: options.baseUrl ?? DEFAULT_DIRECTORY_API_URL,
      clock: options.clock,
      query: { projectId: options.projectId, st: options.sdkType ?? SDK_TYPE, sv: options.sdkVersion ?? DEFAULT_SDK_VERSION },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
  }

  async getFeatures(options: { readonly signal?: AbortSignal } = {}): Promise<RemoteFeatures> {
    const body = await this.#http.request({ path: '/appkit/v1/config', schema: projectConfigSchema, signal: options.signal })
    return toRemoteFeatures(body.features)
  }

  async getAllowedOrigins(options: { readonly signal?: AbortSignal } = {}): Promise<readonly string[]> {
    const body = await this.#http.request({ path: '/projects/v1/origins', schema: allowedOriginsSchema, signal: options.signal })
    return body.allowedOrigins
  }
}
