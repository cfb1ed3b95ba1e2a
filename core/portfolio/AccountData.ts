import type { Observable } from 'rxjs'
import type { CoreContext } from '../CoreContext.js'
import { Store } from '../state/Store.js'
import { INITIAL_ACCOUNT_DATA, type AccountDataState } from './AccountDataState.js'
import { lazyModule, type LazyCalls } from '../lazy/lazyModule.js'
import { importUseCases, type UseCases } from '../lazy/importUseCases.js'

/** The loaders AccountData runs (in the instance's use cases' chunk). */
type AccountLoaders = Pick<UseCases, 'loadTokenBalances' | 'loadTransactions'>

/**
 * The Account view's data (Tokens and Activity; NFTs derive from Activity) for the connected
 * account on the active chain. Nothing is fetched until asked, and nothing polls: the view
 * asks when it opens, the visitor asks for more by scrolling or by retrying.
 * The loaders are lazy code (the use cases' chunk, `core/useCases.ts`); a Walletport hands in
 * its own, which a connected account has always loaded, so a load sets 'loading' in the
 * caller's tick.
 * @example await walletport.loadTokens(); walletport.getAccountData().tokens.balances
 */
export class AccountData {
  readonly #context: Pick<CoreContext, 'state' | 'blockchainApi' | 'adapters' | 'embedded' | 'cache' | 'storage' | 'clock' | 'logger'>
  readonly #store = new Store<AccountDataState>(INITIAL_ACCOUNT_DATA)
  readonly state$: Observable<AccountDataState> = this.#store.state$
  #stale = { tokens: false, activity: false }

  readonly #loaders: LazyCalls<AccountLoaders>

  constructor(
    context: Pick<CoreContext, 'state' | 'blockchainApi' | 'adapters' | 'embedded' | 'cache' | 'storage' | 'clock' | 'logger'>,
    loaders: LazyCalls<AccountLoaders> = lazyModule(importUseCases),
  ) {
    this.#context = context
    this.#loaders = loaders
  }

  getSnapshot(): AccountDataState {
    return this.#store.getSnapshot()
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  watch(listener: (next: AccountDataState, previous: AccountDataState) => void): () => void {
    return this.#store.watch(listener)
  }

  /** The balances of the Tokens tab (cached 30 s by the adapter; `force` asks the API afresh). */
  loadTokens(params: { readonly force?: boolean; readonly signal?: AbortSignal } = {}): Promise<void> {
    const force = params.force === true || this.#stale.tokens
    this.#stale = { ...this.#stale, tokens: false }
    return this.#loaders.loadTokenBalances(this.#context, this.#store, { ...params, force })
  }

  /** The first page of Activity (reused for 30 s unless `force`). */
  loadActivity(params: { readonly force?: boolean; readonly signal?: AbortSignal } = {}): Promise<void> {
    const force = params.force === true || this.#stale.activity
    this.#stale = { ...this.#stale, activity: false }
    return this.#loaders.loadTransactions(this.#context, this.#store, { ...params, force })
  }

  /** The next page of Activity, if any. */
  loadMoreActivity(params: { readonly signal?: AbortSignal } = {}): Promise<void> {
    return this.#loaders.loadTransactions(this.#context, this.#store, { ...params, more: true })
  }

  /** The next loads skip every cache (after the visitor sent a transaction). */
  markStale(): void {
    this.#stale = { tokens: true, activity: true }
  }

  /** Applies `change` to the state (the send use case's pending Activity entries, in its own chunk). */
  update(change: (state: AccountDataState) => AccountDataState): void {
    this.#store.update(change)
  }

  /** Forgets everything (disconnect, destroy). */
  reset(): void {
    this.#store.set(INITIAL_ACCOUNT_DATA)
  }
}
