import { DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_SDK_VERSION, SDK_TYPE } from '../../../core/options/serviceDefaults.js'
import type { Balance } from '../../../core/account/Balance.js'
import type { Identity, NameProfile } from '../../../core/names/Profile.js'
import type { SiwxSession } from '../../../core/siwx/Siwx.js'
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
} from '../../../ports/BlockchainApi.js'
import type { Clock } from '../../../ports/Clock.js'
import type { Storage } from '../../../ports/Storage.js'
import { HttpClient } from '../shared/HttpClient.js'
import * as account from './accountCalls.js'
import type { ApiContext } from './ApiContext.js'
import { apiAlertErrorFor } from './ApiAlertError.js'
import * as convert from './convertCalls.js'
import * as onramp from './onrampCalls.js'
import { PersistentCache } from '../../../core/state/PersistentCache.js'
import * as profile from './profileCalls.js'
import * as sessions from './sessionCalls.js'

/** Where, as whom and with what OfetchBlockchainApi calls. */
export interface OfetchBlockchainApiOptions {
  readonly projectId: string
  /** The provider's Blockchain API (default DEFAULT_BLOCKCHAIN_API_URL), or a local reference server. */
  readonly baseUrl?: string
  readonly sdkType?: string
  readonly sdkVersion?: string
  /** Retry delays and cache expiry run on it (virtual time in tests). */
  readonly clock: Clock
  /** Where the caches live so they survive a reload (identity 5 min, portfolio 30 s, the balance retry block). */
  readonly storage: Storage
  /** A fetch to use instead of the global one (tests, proxies, server runtimes). */
  readonly fetch?: typeof globalThis.fetch
  /** How long one attempt may wait for its response, ms (default 10 000); a slower answer is a retried NETWORK_ERROR. */
  readonly timeoutMs?: number
}

/**
 * The BlockchainApi port over ofetch: every call carries `projectId`, `st`, `sv`; bodies
 * are validated (InvalidResponseError otherwise); network errors, 5xx and 429 are retried
 * on the Clock (3×, 1 s doubling, cap 30 s, Retry-After); identical in-flight GETs are
 * shared; identity and portfolio are cached through Storage.
 * @example const api = new OfetchBlockchainApi({ projectId, clock: new SystemClock(), storage })
 */
export class OfetchBlockchainApi implements BlockchainApi {
  readonly #context: ApiContext

  constructor(options: OfetchBlockchainApiOptions) {
    const http = new HttpClient({
      baseUrl: options.baseUrl ?? DEFAULT_BLOCKCHAIN_API_URL,
      query: { projectId: options.projectId, st: options.sdkType ?? SDK_TYPE, sv: options.sdkVersion ?? DEFAULT_SDK_VERSION },
      clock: options.clock,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      // A project fault (APKT007, APKT002) is an ApiAlertError: the core raises its alert from the error itself.
      errorFor: apiAlertErrorFor,
    })
    this.#context = { http, cache: new PersistentCache({ storage: options.storage, clock: options.clock, prefix: 'blockchainApi:' }), clock: options.clock }
  }

  /** HTTP requests sent so far, retries included (bench and load tests). */
  get requestCount(): number {
    return this.#context.http.requestCount
  }

  getSupportedChains(options?: { readonly signal?: AbortSignal }): Promise<SupportedChains> {
    return account.getSupportedChains(this.#context, options)
  }

  getIdentity(query: Parameters<BlockchainApi['getIdentity']>[0]): Promise<Identity> {
    return account.getIdentity(this.#context, query)
  }

  getTransactionHistory(query: HistoryQuery): Promise<HistoryPage> {
    return account.getTransactionHistory(this.#context, query)
  }

  getBalances(query: Parameters<BlockchainApi['getBalances']>[0]): Promise<readonly Balance[]> {
    return account.getBalances(this.#context, query)
  }

  fetchFungiblePrices(query: Parameters<BlockchainApi['fetchFungiblePrices']>[0]): Promise<readonly FungiblePrice[]> {
    return convert.fetchFungiblePrices(this.#context, query)
  }

  getSwapTokens(query: Parameters<BlockchainApi['getSwapTokens']>[0]): Promise<readonly SwapToken[]> {
    return convert.getSwapTokens(this.#context, query)
  }

  getSwapQuote(query: Parameters<BlockchainApi['getSwapQuote']>[0]): Promise<readonly SwapQuote[]> {
    return convert.getSwapQuote(this.#context, query)
  }

  getSwapAllowance(query: Parameters<BlockchainApi['getSwapAllowance']>[0]): Promise<string> {
    return convert.getSwapAllowance(this.#context, query)
  }

  getGasPrice(query: Parameters<BlockchainApi['getGasPrice']>[0]): Promise<GasPrice> {
    return convert.getGasPrice(this.#context, query)
  }

  buildApproveTransaction(query: Parameters<BlockchainApi['buildApproveTransaction']>[0]): Promise<SwapTransaction> {
    return convert.buildApproveTransaction(this.#context, query)
  }

  buildSwapTransaction(query: Parameters<BlockchainApi['buildSwapTransaction']>[0]): Promise<SwapTransaction> {
    return convert.buildSwapTransaction(this.#context, query)
  }

  lookupName(query: Parameters<BlockchainApi['lookupName']>[0]): Promise<NameProfile> {
    return profile.lookupName(this.#context, query)
  }

  reverseLookup(query: Parameters<BlockchainApi['reverseLookup']>[0]): Promise<readonly NameProfile[]> {
    return profile.reverseLookup(this.#context, query)
  }

  getNameSuggestions(
    query: Parameters<BlockchainApi['getNameSuggestions']>[0],
  ): Promise<readonly { readonly name: string; readonly registered: boolean }[]> {
    return profile.getNameSuggestions(this.#context, query)
  }

  registerName(request: RegisterNameRequest): Promise<NameProfile> {
    return profile.registerName(this.#context, request)
  }

  generateOnrampUrl(request: Parameters<BlockchainApi['generateOnrampUrl']>[0]): Promise<{ readonly url: string }> {
    return onramp.generateOnrampUrl(this.#context, request)
  }

  getOnrampOptions(options?: { readonly signal?: AbortSignal }): Promise<OnrampOptions> {
    return onramp.getOnrampOptions(this.#context, options)
  }

  getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
    return onramp.getOnrampQuote(this.#context, request)
  }

  getSessions(query: Parameters<BlockchainApi['getSessions']>[0]): Promise<readonly SiwxSession[]> {
    return sessions.getSessions(this.#context, query)
  }

  revokeSession(query: Parameters<BlockchainApi['revokeSession']>[0]): Promise<void> {
    return sessions.revokeSession(this.#context, query)
  }
}
