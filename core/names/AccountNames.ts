import type { Observable } from 'rxjs'
import type { CoreContext } from '../CoreContext.js'
import { lazyModule, type LazyCalls } from '../lazy/lazyModule.js'
import { Store } from '../state/Store.js'
import { isAccountName } from './isAccountName.js'
import { importUseCases, type UseCases } from '../lazy/importUseCases.js'

/** The suggestions' lazy code (in the instance's use cases' chunk). */
type NameCalls = Pick<UseCases, 'fetchNameSuggestions'>

/** Names are registered under this suffix (the name service's own domain). */
export const ACCOUNT_NAME_SUFFIX = '.reown.id'
/** ENSIP-11 coin type of EVM addresses, sent when registering a name. */
export const EVM_COIN_TYPE = 60

/** The name suggestion list with its loading flag, plus the last failed name call. */
export interface AccountNamesState {
  readonly suggestions: readonly { readonly name: string; readonly registered: boolean }[]
  readonly loading: boolean
  readonly error: string | undefined
}

const INITIAL: AccountNamesState = { suggestions: [], loading: false, error: undefined }

/**
 * The RegisterAccountName view's name suggestions (eip155 only) with a loading flag and the
 * last error. Registering, resolving and the reverse lookup are the use cases
 * `registerAccountName`, `resolveAccountName` and `accountNamesOf`.
 * @example await walletport.suggestAccountNames('alice'); walletport.getAccountNames().suggestions
 */
export class AccountNames {
  readonly #context: CoreContext
  readonly #store = new Store<AccountNamesState>(INITIAL)
  readonly state$: Observable<AccountNamesState> = this.#store.state$

  readonly #calls: LazyCalls<NameCalls>

  /** `calls`: where the API and signing code comes from (a Walletport hands in its use cases' chunk). */
  constructor(context: CoreContext, calls: LazyCalls<NameCalls> = lazyModule(importUseCases)) {
    this.#context = context
    this.#calls = calls
  }

  getSnapshot(): AccountNamesState {
    return this.#store.getSnapshot()
  }

  watch(listener: (next: AccountNamesState, previous: AccountNamesState) => void): () => void {
    return this.#store.watch(listener)
  }

  /**
   * Suggestions for a label the visitor typed (letters, digits, hyphens, ≥ 4); invalid → cleared.
   * 'loading' is set at once; the lazy code asks the API ('Error fetching name suggestions' on failure).
   */
  suggest(label: string, options: { readonly signal?: AbortSignal } = {}): Promise<void> {
    const api = this.#context.blockchainApi
    if (!isAccountName(label) || !api) {
      this.#store.set(INITIAL)
      return Promise.resolve()
    }
    this.#store.update((state) => ({ ...state, loading: true, error: undefined }))
    return this.#calls.fetchNameSuggestions({ api, logger: this.#context.logger, store: this.#store, label, ...options })
  }
}
