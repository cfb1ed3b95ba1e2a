import { throwIfAborted } from '../core/errors/AbortedError.js'
import type { RemoteFeatures } from '../core/options/WalletportOptions.js'
import type { ProjectConfig } from '../ports/ProjectConfig.js'
import { FailureScript } from './FailureScript.js'

/** The ProjectConfig methods, for scripting failures. */
export type ProjectConfigMethod = keyof ProjectConfig

/**
 * A project's config held in memory: the flags and allowed origins it was given, every call
 * recorded, failures scriptable (`failNext('getFeatures', new HttpRequestError({ …, status: 503 }))`).
 * @example const config = new InMemoryProjectConfig({ features: { swaps: false }, allowedOrigins: ['https://app.example'] })
 */
export class InMemoryProjectConfig implements ProjectConfig {
  readonly #features: RemoteFeatures
  readonly #origins: readonly string[]
  readonly #failures = new FailureScript<ProjectConfigMethod>()
  readonly #calls: ProjectConfigMethod[] = []

  constructor(seed: { readonly features?: RemoteFeatures; readonly allowedOrigins?: readonly string[] } = {}) {
    this.#features = { ...seed.features }
    this.#origins = [...(seed.allowedOrigins ?? [])]
  }

  async getFeatures(options: { readonly signal?: AbortSignal } = {}): Promise<RemoteFeatures> {
    await this.#begin('getFeatures', options.signal)
    return { ...this.#features }
  }

  async getAllowedOrigins(options: { readonly signal?: AbortSignal } = {}): Promise<readonly string[]> {
    await this.#begin('getAllowedOrigins', options.signal)
    return [...this.#origins]
  }

  /** Every call so far, in order. */
  get calls(): readonly ProjectConfigMethod[] {
    return [...this.#calls]
  }

  /** The next call of `method` rejects with `error`. */
  failNext(method: ProjectConfigMethod, error: unknown): this {
    this.#failures.failNext(method, error)
    return this
  }

  /** Every call of `method` rejects with `error` until `clearFailures`. */
  failAlways(method: ProjectConfigMethod, error: unknown): this {
    this.#failures.failAlways(method, error)
    return this
  }

  /** Forgets scripted failures of `method`, or of every method. */
  clearFailures(method?: ProjectConfigMethod): this {
    this.#failures.clear(method)
    return this
  }

  async #begin(method: ProjectConfigMethod, signal: AbortSignal | undefined): Promise<void> {
    this.#calls.push(method)
    throwIfAborted(signal)
    await Promise.resolve()
    throwIfAborted(signal)
    this.#failures.throwIfScripted(method)
  }
}
