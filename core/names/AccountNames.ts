import type { Observable } from 'rxjs'
import type { CoreContext } from '../CoreContext.js'
import { BaseError } from '../errors/BaseError.js'
import type { NameProfile } from './Profile.js'
import { lazyCode, type LazyCode } from '../lazy/lazyCode.js'
import { Store } from '../state/Store.js'
import { isAccountName } from './isAccountName.js'
import { importUseCases, type UseCases } from '../lazy/importUseCases.js'

/** The names' lazy code (in the instance's use cases' chunk). */
type NameCalls = Pick<UseCases, 'fetchNameSuggestions' | 'registerAccountName' | 'resolveAccountName' | 'accountNamesOf'>

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

/** A name call failed; `shortMessage` is the visitor's text ('Error registering name', …). */
export class AccountNameError extends BaseError {
  override name = 'AccountNameError'
}

/**
 * Names of the RegisterAccountName view (names exist for eip155 only): suggestions with a loading flag,
 * registration (sign `{ name, attributes, timestamp }` with the wallet, POST it with coin
 * type 60), resolving a name and the reverse lookup — each failure a typed error with its
 * visitor-facing text. A registered name becomes the account's profile name at once.
 * @example await walletport.accountNames.register('alice') // → the alice.reown.id profile
 */
export class AccountNames {
  readonly #context: CoreContext
  readonly #store = new Store<AccountNamesState>(INITIAL)
  readonly state$: Observable<AccountNamesState> = this.#store.state$

  readonly #calls: LazyCode<NameCalls>

  /** `calls`: where the API and signing code comes from (a Walletport hands in its use cases' chunk). */
  constructor(context: CoreContext, calls: LazyCode<NameCalls> = lazyCode(importUseCases)) {
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
    return this.#calls.run((calls) => calls.fetchNameSuggestions({ api, logger: this.#context.logger, store: this.#store, label, ...options }))
  }

  /**
   * Registers `label` + `.reown.id` for the connected EVM account: the wallet signs the
   * message, the API stores it. Throws AccountNameError('Error registering name') on any
   * failure (a declined signature included); an invalid label throws before anything is asked.
   */
  register(label: string): Promise<NameProfile> {
    return this.#calls.run((calls) => calls.registerAccountName(this.#context, label))
  }

  /** The profile of a registered name; AccountNameError('Error resolving name') otherwise. */
  resolve(name: string): Promise<NameProfile> {
    return this.#calls.run((calls) => calls.resolveAccountName(this.#context, name))
  }

  /** The names registered to an address; AccountNameError('Error fetching names for address') on failure. */
  namesOf(address: string): Promise<readonly NameProfile[]> {
    return this.#calls.run((calls) => calls.accountNamesOf(this.#context, address))
  }
}
