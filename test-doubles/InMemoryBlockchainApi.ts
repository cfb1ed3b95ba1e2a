import { throwIfAborted } from '../core/errors/AbortedError.js'
import type { Balance } from '../core/account/Balance.js'
import type { Identity, NameProfile } from '../core/names/Profile.js'
import type { SiwxSession } from '../core/siwx/Siwx.js'
import type { Transaction } from '../core/portfolio/Transaction.js'
import type {
  BlockchainApi,
  FungiblePrice,
  GasPrice,
  HistoryPage,
  HistoryQuery,
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  RegisterNameRequest,
  SupportedChains,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '../ports/BlockchainApi.js'
import { sleep } from '../core/timing/sleep.js'
import type { Clock } from '../ports/Clock.js'
import type { BlockchainApiSeed } from './blockchainApi/BlockchainApiSeed.js'
import { InMemoryAccountCalls } from './blockchainApi/InMemoryAccountCalls.js'
import { InMemoryConvertCalls } from './blockchainApi/InMemoryConvertCalls.js'
import { InMemoryOnrampCalls } from './blockchainApi/InMemoryOnrampCalls.js'
import { InMemoryProfileCalls } from './blockchainApi/InMemoryProfileCalls.js'
import { InMemorySessionCalls } from './blockchainApi/InMemorySessionCalls.js'
import { FailureScript } from './FailureScript.js'

export type { BlockchainApiSeed } from './blockchainApi/BlockchainApiSeed.js'

/** The BlockchainApi methods, for recording and scripting failures. */
export type BlockchainApiMethod = keyof BlockchainApi

/** One recorded call: the method and the parameters object it received (signal included). */
export type BlockchainApiCall = {
  [M in BlockchainApiMethod]: { readonly method: M; readonly params: Parameters<BlockchainApi[M]>[0] }
}[BlockchainApiMethod]

/** Seed plus simulated latency in virtual time (`latencyMs` on `clock` before each answer). */
export interface InMemoryBlockchainApiOptions extends BlockchainApiSeed {
  readonly clock?: Clock
  readonly latencyMs?: number
}

/**
 * The whole BlockchainApi over in-memory data: balances, identities, paged history, names
 * (registering one really adds it), onramp, swaps and sign-in sessions. Records every call,
 * honours `AbortSignal` (rejects with an `AbortedError`) and fails on demand. Each area of calls
 * lives in its own class under blockchainApi/, as in the HTTP adapter.
 * @example const api = new InMemoryBlockchainApi({ balances: [{ address, caipNetworkId: 'eip155:1', balances: [eth] }] })
 */
export class InMemoryBlockchainApi implements BlockchainApi {
  readonly #account: InMemoryAccountCalls
  readonly #convert: InMemoryConvertCalls
  readonly #profile: InMemoryProfileCalls
  readonly #onramp: InMemoryOnrampCalls
  readonly #sessions: InMemorySessionCalls
  readonly #clock: Clock | undefined
  readonly #latencyMs: number
  readonly #failures = new FailureScript<BlockchainApiMethod>()
  readonly #calls: BlockchainApiCall[] = []

  constructor(options: InMemoryBlockchainApiOptions = {}) {
    this.#account = new InMemoryAccountCalls(options)
    this.#convert = new InMemoryConvertCalls(options)
    this.#profile = new InMemoryProfileCalls(options)
    this.#onramp = new InMemoryOnrampCalls(options)
    this.#sessions = new InMemorySessionCalls(options)
    this.#clock = options.clock
    this.#latencyMs = options.latencyMs ?? 0
  }

  // ── BlockchainApi ───────────────────────────────────────────────────────────

  async getSupportedChains(options: { readonly signal?: AbortSignal } = {}): Promise<SupportedChains> {
    await this.#begin({ method: 'getSupportedChains', params: options }, options.signal)
    return this.#account.getSupportedChains()
  }

  async getIdentity(query: Parameters<BlockchainApi['getIdentity']>[0]): Promise<Identity> {
    await this.#begin({ method: 'getIdentity', params: query }, query.signal)
    return this.#account.getIdentity(query)
  }

  /** Pages of `historyPageSize`; `onramp: 'coinbase'` keeps only transactions whose operationType is 'buy'. */
  async getTransactionHistory(query: HistoryQuery): Promise<HistoryPage> {
    await this.#begin({ method: 'getTransactionHistory', params: query }, query.signal)
    return this.#account.getTransactionHistory(query)
  }

  async getBalances(query: Parameters<BlockchainApi['getBalances']>[0]): Promise<readonly Balance[]> {
    await this.#begin({ method: 'getBalances', params: query }, query.signal)
    return this.#account.getBalances(query)
  }

  /** Prices of the seeded tokens among `addresses`; unknown addresses are left out, as the API does. */
  async fetchFungiblePrices(query: Parameters<BlockchainApi['fetchFungiblePrices']>[0]): Promise<readonly FungiblePrice[]> {
    await this.#begin({ method: 'fetchFungiblePrices', params: query }, query.signal)
    return this.#convert.fetchFungiblePrices(query)
  }

  async getSwapTokens(query: Parameters<BlockchainApi['getSwapTokens']>[0]): Promise<readonly SwapToken[]> {
    await this.#begin({ method: 'getSwapTokens', params: query }, query.signal)
    return this.#convert.getSwapTokens(query)
  }

  /** One quote: `toAmount = amount × rate` (rate 1 unless `setSwapRate`); amounts are integer strings. */
  async getSwapQuote(query: Parameters<BlockchainApi['getSwapQuote']>[0]): Promise<readonly SwapQuote[]> {
    await this.#begin({ method: 'getSwapQuote', params: query }, query.signal)
    return this.#convert.getSwapQuote(query)
  }

  async getSwapAllowance(query: Parameters<BlockchainApi['getSwapAllowance']>[0]): Promise<string> {
    await this.#begin({ method: 'getSwapAllowance', params: query }, query.signal)
    return this.#convert.getSwapAllowance(query)
  }

  async getGasPrice(query: Parameters<BlockchainApi['getGasPrice']>[0]): Promise<GasPrice> {
    await this.#begin({ method: 'getGasPrice', params: query }, query.signal)
    return this.#convert.getGasPrice(query)
  }

  async buildApproveTransaction(query: Parameters<BlockchainApi['buildApproveTransaction']>[0]): Promise<SwapTransaction> {
    await this.#begin({ method: 'buildApproveTransaction', params: query }, query.signal)
    return this.#convert.buildApproveTransaction(query)
  }

  async buildSwapTransaction(query: Parameters<BlockchainApi['buildSwapTransaction']>[0]): Promise<SwapTransaction> {
    await this.#begin({ method: 'buildSwapTransaction', params: query }, query.signal)
    return this.#convert.buildSwapTransaction(query)
  }

  async lookupName(query: Parameters<BlockchainApi['lookupName']>[0]): Promise<NameProfile> {
    await this.#begin({ method: 'lookupName', params: query }, query.signal)
    return this.#profile.lookupName(query)
  }

  async reverseLookup(query: Parameters<BlockchainApi['reverseLookup']>[0]): Promise<readonly NameProfile[]> {
    await this.#begin({ method: 'reverseLookup', params: query }, query.signal)
    return this.#profile.reverseLookup(query)
  }

  /** The name itself and two variants, each flagged `registered` from the profiles held. */
  async getNameSuggestions(
    query: Parameters<BlockchainApi['getNameSuggestions']>[0],
  ): Promise<readonly { readonly name: string; readonly registered: boolean }[]> {
    await this.#begin({ method: 'getNameSuggestions', params: query }, query.signal)
    return this.#profile.getNameSuggestions(query)
  }

  /**
   * Registers the name in the signed message (`{ name, attributes?, timestamp }`, name ending
   * in `.reown.id`); 409 if taken. `timestamp` is read as ms, or as seconds when below 1e12.
   */
  async registerName(request: RegisterNameRequest): Promise<NameProfile> {
    await this.#begin({ method: 'registerName', params: request }, request.signal)
    return this.#profile.registerName(request)
  }

  async generateOnrampUrl(request: Parameters<BlockchainApi['generateOnrampUrl']>[0]): Promise<{ readonly url: string }> {
    await this.#begin({ method: 'generateOnrampUrl', params: request }, request.signal)
    return this.#onramp.generateOnrampUrl(request)
  }

  async getOnrampOptions(options: { readonly signal?: AbortSignal } = {}): Promise<OnrampOptions> {
    await this.#begin({ method: 'getOnrampOptions', params: options }, options.signal)
    return this.#onramp.getOnrampOptions()
  }

  /** Buys `(amount − 1.5 % fee) / price`; 400 for an unknown currency or a non-positive amount. */
  async getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
    await this.#begin({ method: 'getOnrampQuote', params: request }, request.signal)
    return this.#onramp.getOnrampQuote(request)
  }

  async getSessions(query: Parameters<BlockchainApi['getSessions']>[0]): Promise<readonly SiwxSession[]> {
    await this.#begin({ method: 'getSessions', params: query }, query.signal)
    return this.#sessions.getSessions(query)
  }

  /** Removes the sessions of `address` on every chain. */
  async revokeSession(query: Parameters<BlockchainApi['revokeSession']>[0]): Promise<void> {
    await this.#begin({ method: 'revokeSession', params: query }, query.signal)
    this.#sessions.revokeSession(query)
  }

  // ── Seeding ─────────────────────────────────────────────────────────────────

  /** Sets what `getIdentity` answers for `address`. */
  setIdentity(address: string, identity: Identity): this {
    this.#account.setIdentity(address, identity)
    return this
  }

  /** Sets the balance rows of `address` on a CAIP-2 network. */
  setBalances(address: string, caipNetworkId: string, balances: readonly Balance[]): this {
    this.#account.setBalances(address, caipNetworkId, balances)
    return this
  }

  /** Appends to the history of `address` (give newest first, as the API pages). */
  addTransactions(address: string, transactions: readonly Transaction[]): this {
    this.#account.addTransactions(address, transactions)
    return this
  }

  /** Adds a registered name. */
  addProfile(profile: NameProfile): this {
    this.#profile.addProfile(profile)
    return this
  }

  /** Sets the price row `fetchFungiblePrices` answers for `price.address` (CAIP-10). */
  setFungiblePrice(price: FungiblePrice): this {
    this.#convert.setFungiblePrice(price)
    return this
  }

  /** Sets the swappable tokens of a CAIP-2 chain. */
  setSwapTokens(chainId: string, tokens: readonly SwapToken[]): this {
    this.#convert.setSwapTokens(chainId, tokens)
    return this
  }

  /** Sets how many `to` units one `from` unit buys in `getSwapQuote`. */
  setSwapRate(from: string, to: string, rate: number): this {
    this.#convert.setSwapRate(from, to, rate)
    return this
  }

  /** Sets the allowance `getSwapAllowance` answers. */
  setAllowance(tokenAddress: string, userAddress: string, allowance: string): this {
    this.#convert.setAllowance(tokenAddress, userAddress, allowance)
    return this
  }

  /** Sets the gas price of a CAIP-2 chain. */
  setGasPrice(chainId: string, gasPrice: GasPrice): this {
    this.#convert.setGasPrice(chainId, gasPrice)
    return this
  }

  /** Adds a sign-in session for a CAIP-10 account. */
  addSession(caipAddress: string, session: SiwxSession): this {
    this.#sessions.addSession(caipAddress, session)
    return this
  }

  // ── Scripting and inspection ────────────────────────────────────────────────

  /** Every call so far, in order. */
  get calls(): readonly BlockchainApiCall[] {
    return [...this.#calls]
  }

  /** The parameters of every call to `method`, in order. */
  callsTo<M extends BlockchainApiMethod>(method: M): Parameters<BlockchainApi[M]>[0][] {
    return this.#calls.filter((call) => call.method === method).map((call) => call.params as Parameters<BlockchainApi[M]>[0])
  }

  /** The next call of `method` rejects with `error`. */
  failNext(method: BlockchainApiMethod, error: unknown): this {
    this.#failures.failNext(method, error)
    return this
  }

  /** Every call of `method` rejects with `error` until `clearFailures`. */
  failAlways(method: BlockchainApiMethod, error: unknown): this {
    this.#failures.failAlways(method, error)
    return this
  }

  /** Forgets scripted failures of `method`, or of every method. */
  clearFailures(method?: BlockchainApiMethod): this {
    this.#failures.clear(method)
    return this
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  /** Records, waits (a microtask, or the latency in virtual time), then applies abort and scripted failures. */
  async #begin(call: BlockchainApiCall, signal: AbortSignal | undefined): Promise<void> {
    this.#calls.push(call)
    throwIfAborted(signal)
    if (this.#clock && this.#latencyMs > 0) await sleep(this.#clock, this.#latencyMs, signal)
    else await Promise.resolve()
    throwIfAborted(signal)
    this.#failures.throwIfScripted(call.method)
  }
}
