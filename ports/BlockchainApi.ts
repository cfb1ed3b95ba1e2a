import type { Balance } from '../core/account/Balance.js'
import type { OnrampCurrency, PaymentCurrency } from '../core/onramp/Onramp.js'
import type { Identity, NameProfile } from '../core/names/Profile.js'
import type { SiwxSession } from '../core/siwx/Siwx.js'
import type { Transaction } from '../core/portfolio/Transaction.js'

/** Every call accepts an abort signal. */
export interface CallOptions {
  readonly signal?: AbortSignal
}

export interface SupportedChains {
  readonly http: readonly string[]
  readonly ws: readonly string[]
}

export interface HistoryQuery extends CallOptions {
  readonly account: string
  readonly cursor?: string
  /** CAIP-2 id. */
  readonly chainId?: string
  readonly onramp?: 'coinbase'
  readonly cache?: 'no-cache'
}

export interface HistoryPage {
  readonly data: readonly Transaction[]
  readonly next: string | null
}

export interface FungiblePrice {
  readonly address: string
  readonly name: string
  readonly symbol: string
  readonly iconUrl: string
  readonly price: number
}

export interface SwapToken {
  readonly name: string
  readonly symbol: string
  /** CAIP-10. */
  readonly address: string
  readonly decimals: number
  readonly logoUri: string
  readonly eip2612?: boolean
}

export interface SwapQuote {
  readonly id?: string
  readonly fromAmount: string
  readonly fromAccount: string
  readonly toAmount: string
  readonly toAccount: string
}

export interface GasPrice {
  readonly standard: string
  readonly fast: string
  readonly instant: string
}

export interface SwapTransaction {
  readonly from: string
  readonly to: string
  readonly data: string
  readonly value?: string
  readonly amount?: string
  readonly eip155?: { readonly gas: string; readonly gasPrice: string }
}

export interface RegisterNameRequest extends CallOptions {
  readonly coinType: number
  readonly address: string
  readonly signature: string
  /** JSON string `{ name, attributes?, timestamp }` the user signed. */
  readonly message: string
}

export interface OnrampOptions {
  readonly paymentCurrencies: readonly PaymentCurrency[]
  readonly purchaseCurrencies: readonly OnrampCurrency[]
  /** The provider names on offer, when the service lists them (must be an array of strings, otherwise none). */
  readonly providers?: unknown
}

export interface OnrampQuoteRequest extends CallOptions {
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  readonly amount: string
  readonly network: string
  /** The provider quoting, when the service quotes per provider. */
  readonly provider?: string
}

export interface OnrampQuote {
  readonly purchaseAmount: { readonly amount: string; readonly currency?: string }
  readonly paymentTotal?: { readonly amount: string; readonly currency?: string }
  readonly networkFee?: { readonly amount: string; readonly currency?: string }
  readonly coinbaseFee?: { readonly amount: string; readonly currency?: string }
}

/**
 * The provider's Blockchain API: balances, history, identity, names, swaps, onramp and
 * sign-in sessions. Adapters validate responses before returning them and throw typed
 * errors otherwise.
 */
export interface BlockchainApi {
  getSupportedChains(options?: CallOptions): Promise<SupportedChains>
  getIdentity(query: { readonly address: string; readonly caipNetworkId: string } & CallOptions): Promise<Identity>
  getTransactionHistory(query: HistoryQuery): Promise<HistoryPage>
  getBalances(
    query: { readonly address: string; readonly caipNetworkId: string; readonly forceUpdate?: string } & CallOptions,
  ): Promise<readonly Balance[]>
  fetchFungiblePrices(query: { readonly currency: string; readonly addresses: readonly string[] } & CallOptions): Promise<readonly FungiblePrice[]>
  getSwapTokens(query: { readonly chainId: string } & CallOptions): Promise<readonly SwapToken[]>
  getSwapQuote(
    query: {
      readonly amount: string
      readonly userAddress: string
      readonly from: string
      readonly to: string
      readonly gasPrice: string
    } & CallOptions,
  ): Promise<readonly SwapQuote[]>
  getSwapAllowance(query: { readonly tokenAddress: string; readonly userAddress: string } & CallOptions): Promise<string>
  getGasPrice(query: { readonly chainId: string } & CallOptions): Promise<GasPrice>
  buildApproveTransaction(
    query: { readonly userAddress: string; readonly from: string; readonly to: string; readonly amount?: string } & CallOptions,
  ): Promise<SwapTransaction>
  buildSwapTransaction(
    query: {
      readonly userAddress: string
      readonly from: string
      readonly to: string
      readonly amount: string
      readonly eip155: { readonly slippage: string; readonly permit?: string }
      readonly disableEstimate?: boolean
    } & CallOptions,
  ): Promise<SwapTransaction>
  lookupName(query: { readonly name: string } & CallOptions): Promise<NameProfile>
  reverseLookup(query: { readonly address: string } & CallOptions): Promise<readonly NameProfile[]>
  getNameSuggestions(
    query: { readonly name: string } & CallOptions,
  ): Promise<readonly { readonly name: string; readonly registered: boolean }[]>
  registerName(request: RegisterNameRequest): Promise<NameProfile>
  generateOnrampUrl(request: Readonly<Record<string, unknown>> & CallOptions): Promise<{ readonly url: string }>
  getOnrampOptions(options?: CallOptions): Promise<OnrampOptions>
  getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  getSessions(query: { readonly caipAddress: string } & CallOptions): Promise<readonly SiwxSession[]>
  revokeSession(query: { readonly address: string } & CallOptions): Promise<void>
}
