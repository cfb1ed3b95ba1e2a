import type { Observable } from 'rxjs'
import type { CoreContext } from '../connection/CoreContext.js'
import { BaseError } from '../errors/BaseError.js'
import { MESSAGES } from '../errors/messages.js'
import type { NameProfile } from '../model/Profile.js'
import { lazyCode, type LazyCode } from '../lazy/lazyCode.js'
import { Store } from '../state/Store.js'
import { isAccountName } from '../validation/isAccountName.js'
import type * as UseCases from '../useCases.js'

/** Names are registered under this suffix (REFERENCE.md). */
export const ACCOUNT_NAME_SUFFIX = '.reown.id'
/** ENSIP-11 coin type of EVM addresses (REFERENCE.md: 60 for EVM). */
export const EVM_COIN_TYPE = 60

/** The spec's name suggestion list with its loading flag (§3), plus the last §8 error. */
export interface AccountNamesState {
  readonly suggestions: readonly { readonly name: string; readonly registered: boolean }[]
  readonly loading: boolean
  readonly error: string | undefined
}

const INITIAL: AccountNamesState = { suggestions: [], loading: false, error: undefined }

/** A name call failed; `shortMessage` is the §8 text ('Error registering name', …). */
export class AccountNameError extends BaseError {
  override name = 'AccountNameError'
}

/**
 * Names of the RegisterAccountName view (eip155 only, §1): suggestions with a loading flag,
 * registration (sign `{ name, attributes, timestamp }` with the wallet, POST it with coin
 * type 60), resolving a name and the reverse lookup — each failure a typed error with its §8
 * text. A registered name becomes the account's profile name at once.
 * @example await walletport.accountNames.register('alice') // → the alice.reown.id profile
 */
export class AccountNames {
  readonly #context: CoreContext
  readonly #store = new Store<AccountNamesState>(INITIAL)
  readonly state$: Observable<AccountNamesState> = this.#store.state$

  readonly #registration: LazyCode<Pick<typeof UseCases, 'registerAccountName'>>

  /** `registration`: where `register`'s code comes from (a Walletport hands in its use cases' chunk). */
  constructor(context: CoreContext, registration: LazyCode<Pick<typeof UseCases, 'registerAccountName'>> = lazyCode(() => import('../useCases.js'))) {
    this.#context = context
    this.#registration = registration
  }

  getSnapshot(): AccountNamesState {
    return this.#store.getSnapshot()
  }

  watch(listener: (next: AccountNamesState, previous: AccountNamesState) => void): () => void {
    return this.#store.watch(listener)
  }

  /** Suggestions for a label the visitor typed (letters, digits, hyphens, ≥ 4); invalid → cleared. */
  async suggest(label: string, options: { readonly signal?: AbortSignal } = {}): Promise<void> {
    const api = this.#context.blockchainApi
    if (!isAccountName(label) || !api) {
      this.#store.set(INITIAL)
      return
    }
    this.#store.update((state) => ({ ...state, loading: true, error: undefined }))
    try {
      const suggestions = await api.getNameSuggestions({ name: label, ...(options.signal ? { signal: options.signal } : {}) })
      this.#store.set({ suggestions, loading: false, error: undefined })
    } catch (cause) {
      this.#context.logger.warn('name suggestions failed', cause)
      this.#store.set({ suggestions: [], loading: false, error: MESSAGES.NAME_SUGGESTIONS_FAILED })
    }
  }

  /**
   * Registers `label` + `.reown.id` for the connected EVM account: the wallet signs the
   * message, the API stores it. Throws AccountNameError('Error registering name') on any
   * failure (a declined signature included); an invalid label throws before anything is asked.
   * The signing code is lazy (`registerAccountName`), loaded on the first registration.
   */
  register(label: string): Promise<NameProfile> {
    return this.#registration.run((code) => code.registerAccountName(this.#context, label))
  }

  /** The profile of a registered name; AccountNameError('Error resolving name') otherwise. */
  async resolve(name: string): Promise<NameProfile> {
    try {
      return await this.#api().lookupName({ name })
    } catch (cause) {
      throw new AccountNameError(MESSAGES.NAME_RESOLVE_FAILED, { cause, category: 'API_ERROR', details: { name } })
    }
  }

  /** The names registered to an address; AccountNameError('Error fetching names for address') on failure. */
  async namesOf(address: string): Promise<readonly NameProfile[]> {
    try {
      return await this.#api().reverseLookup({ address })
    } catch (cause) {
      throw new AccountNameError(MESSAGES.NAMES_FOR_ADDRESS_FAILED, { cause, category: 'API_ERROR', details: { address } })
    }
  }

  #api() {
    const api = this.#context.blockchainApi
    if (!api) throw new AccountNameError(MESSAGES.UNEXPECTED_ERROR, { category: 'CONFIGURATION_ERROR' })
    return api
  }
}
