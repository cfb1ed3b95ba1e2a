import { importUseCases } from '../lazy/importUseCases.js'
import type { Observable } from 'rxjs'
import type { Logger } from '../../ports/Logger.js'
import type { ProjectConfig } from '../../ports/ProjectConfig.js'
import type { AlertCode } from '../errors/alerts.js'
import type { Features, ResolvedOptions } from '../options/WalletportOptions.js'
import { Store } from '../state/Store.js'
import { mergeRemoteFeatures, type EffectiveRemoteFeatures, type FeatureOverride } from './mergeRemoteFeatures.js'

/** The project's remote config as far as it is known. */
export interface RemoteConfigState {
  /** `local`: not asked (yet, or no project); `loading`; `remote`: the flags arrived; `failed`: local options apply. */
  readonly status: 'local' | 'loading' | 'remote' | 'failed'
  /** The remote-controllable features in effect now. */
  readonly features: EffectiveRemoteFeatures
  /** Explicit local choices the project's flags replaced (the local-configuration warning). */
  readonly overridden: readonly FeatureOverride[]
  /** The catalogue alert the project's config raised (APKT002, APKT007, APKT009, APKT010). */
  readonly alert: AlertCode | undefined
  /** Whether this page may use the project id; undefined until checked (or not checkable). */
  readonly originAllowed: boolean | undefined
}

/** What a RemoteConfig needs. */
export interface RemoteConfigParameters {
  /** Absent without a projectId: nothing is ever fetched and local options apply. */
  readonly projectConfig?: ProjectConfig | undefined
  readonly options: Pick<ResolvedOptions, 'features' | 'remoteFeatures'>
  /** `features` as the integrator wrote them, to tell explicit choices from defaults. */
  readonly explicitFeatures?: Features | undefined
  /** The page's origin (`location.origin`); undefined off the browser (no origin check). */
  readonly origin?: string | undefined
  readonly logger: Logger
}

/**
 * The project's remote feature flags and allowed origins, fetched once, when first needed
 * (`load()`: walletport calls it on the first modal open, never at page load). The flags are
 * merged over the local options and every explicit local choice that lost is logged as the
 * local-configuration warning; a page origin not on the list raises 'Invalid App
 * Configuration'; 401/403, 429 and 5xx raise their alerts and local options stay in effect.
 * A failed load may be retried by the next `load()`; a successful one is final.
 */
export class RemoteConfig {
  readonly state$: Observable<RemoteConfigState>
  readonly #store: Store<RemoteConfigState>
  readonly #parameters: RemoteConfigParameters
  #loading: Promise<RemoteConfigState> | undefined
  /** Every alert raised so far (by the config or by a call outside it): each is raised once. */
  readonly #raised = new Set<AlertCode>()
  /** The last alert a call outside the config raised: it stays when the config raises none. */
  #callAlert: AlertCode | undefined

  constructor(parameters: RemoteConfigParameters) {
    this.#parameters = parameters
    const local = mergeRemoteFeatures({ resolved: parameters.options, explicit: parameters.explicitFeatures })
    this.#store = new Store<RemoteConfigState>({ status: 'local', features: local.features, overridden: [], alert: undefined, originAllowed: undefined })
    this.state$ = this.#store.state$
  }

  getSnapshot(): RemoteConfigState {
    return this.#store.getSnapshot()
  }

  /** Fetches the config unless it is loaded or loading; resolves with the state after. */
  load(): Promise<RemoteConfigState> {
    const { projectConfig } = this.#parameters
    if (!projectConfig || this.#store.getSnapshot().status === 'remote') return Promise.resolve(this.#store.getSnapshot())
    this.#loading ??= this.#fetch(projectConfig).finally(() => {
      this.#loading = undefined
    })
    return this.#loading
  }

  /**
   * Raises `alert` for a call outside the config's own (the identity sync at connect was refused
   * APKT007): `state$` carries it, so the modal's alert bar shows it when it opens. Once per
   * code: returns false, changing nothing, when this code was raised before.
   */
  raise(alert: AlertCode): boolean {
    if (this.#raised.has(alert)) return false
    this.#raised.add(alert)
    this.#callAlert = alert
    this.#store.update((state) => ({ ...state, alert }))
    return true
  }

  complete(): void {
    this.#store.complete()
  }

  async #fetch(projectConfig: ProjectConfig): Promise<RemoteConfigState> {
    this.#store.update((state) => ({ ...state, status: 'loading' }))
    let next: RemoteConfigState
    try {
      // The fetch and its rules (origins, alerts, the warning) are in the use cases' lazy chunk,
      // which the first open loads anyway.
      const { fetchRemoteConfig } = await importUseCases()
      next = await fetchRemoteConfig(this.#parameters, projectConfig, this.#raised)
    } catch (error) {
      this.#parameters.logger.warn('walletport: the project config could not be read; local options apply', error)
      next = { ...this.#store.getSnapshot(), status: 'failed' }
    }
    if (next.alert) this.#raised.add(next.alert)
    else next = { ...next, alert: this.#callAlert }
    this.#store.set(next)
    return next
  }
}
