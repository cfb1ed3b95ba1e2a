import { NATIVE_TOKEN_ADDRESS } from '../core/portfolio/nativeTokenAddress.js'
import { ONRAMP_LIMITS_USD } from '../core/onramp/onrampDefaults.js'
import { SWAP_NETWORKS } from '../core/swap/swapDefaults.js'
import { throwIfAborted } from '../core/errors/AbortedError.js'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
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
import { FailureScript } from './FailureScript.js'
import { fakeHex } from './fakeHex.js'

/** The BlockchainApi methods, for recording and scripting failures. */
export type BlockchainApiMethod = keyof BlockchainApi

/** One recorded call: the method and the parameters object it received (signal included). */
export type BlockchainApiCall = {
  [M in BlockchainApiMethod]: { readonly method: M; readonly params: Parameters<BlockchainApi[M]>[0] }
}[BlockchainApiMethod]

/** The data an `InMemoryBlockchainApi` serves. Everything is optional; defaults are listed per field. */
export interface BlockchainApiSeed {
  /** Default: the swap networks and Solana mainnet over http, none over ws. */
  readonly supportedChains?: SupportedChains
  /** By address. Default for unknown addresses: `{ name: null, avatar: null }`. */
  readonly identities?: Readonly<Record<string, Identity>>
  /** Balance rows per address and CAIP-2 network. Default: none (empty list). */
  readonly balances?: readonly { readonly address: string; readonly caipNetworkId: string; readonly balances: readonly Balance[] }[]
  /** History per address, newest first. */
  readonly transactions?: Readonly<Record<string, readonly Transaction[]>>
  /** Transactions per history page. Default 10. */
  readonly historyPageSize?: number
  readonly profiles?: readonly NameProfile[]
  /** Default: ETH and USDC on eip155:1. */
  readonly prices?: readonly FungiblePrice[]
  /** By CAIP-2 chain. Default: ETH and USDC on eip155:1. */
  readonly swapTokens?: Readonly<Record<string, readonly SwapToken[]>>
  /** By CAIP-2 chain. Default for every chain: 1 / 1.5 / 2 gwei. */
  readonly gasPrices?: Readonly<Record<string, GasPrice>>
  /** Default: USD and EUR with the spec's card and bank limits; USDC, ETH and SOL to buy. */
  readonly onrampOptions?: OnrampOptions
  /** Price of one unit of each purchase currency (by id or symbol) in the payment currency. */
  readonly onrampPrices?: Readonly<Record<string, number>>
  /** By CAIP-10 account. */
  readonly sessions?: Readonly<Record<string, readonly SiwxSession[]>>
}

/** Seed plus simulated latency in virtual time (`latencyMs` on `clock` before each answer). */
export interface InMemoryBlockchainApiOptions extends BlockchainApiSeed {
  readonly clock?: Clock
  readonly latencyMs?: number
}

const USDC_MAINNET = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const FAKE_SWAP_ROUTER = '0x1111111254eeb25477b68fb85ed929f73a960582'
const NAME_SUFFIX = '.reown.id'
const DEFAULT_GAS_PRICE: GasPrice = { standard: '1000000000', fast: '1500000000', instant: '2000000000' }
const ONRAMP_FEE_RATE = 0.015

const DEFAULT_SWAP_TOKENS: Readonly<Record<string, readonly SwapToken[]>> = {
  'eip155:1': [
    { name: 'Ether', symbol: 'ETH', address: `eip155:1:${NATIVE_TOKEN_ADDRESS.eip155}`, decimals: 18, logoUri: 'https://tokens.example/eth.png' },
    { name: 'USD Coin', symbol: 'USDC', address: `eip155:1:${USDC_MAINNET}`, decimals: 6, logoUri: 'https://tokens.example/usdc.png', eip2612: true },
  ],
}

const DEFAULT_PRICES: readonly FungiblePrice[] = [
  { address: `eip155:1:${NATIVE_TOKEN_ADDRESS.eip155}`, name: 'Ether', symbol: 'ETH', iconUrl: 'https://tokens.example/eth.png', price: 2500 },
  { address: `eip155:1:${USDC_MAINNET}`, name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://tokens.example/usdc.png', price: 1 },
]

const limits = (card: { readonly min: number; readonly max: number }, bank: { readonly min: number; readonly max: number }) => [
  { id: 'card', min: card.min.toFixed(2), max: card.max.toFixed(2) },
  { id: 'ach_bank_account', min: bank.min.toFixed(2), max: bank.max.toFixed(2) },
]

const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits(ONRAMP_LIMITS_USD.card, ONRAMP_LIMITS_USD.bank) },
    { id: 'EUR', payment_method_limits: limits(ONRAMP_LIMITS_USD.card, ONRAMP_LIMITS_USD.bank) },
  ],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: USDC_MAINNET },
        { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359' },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', display_name: 'Solana', chain_id: 'solana', contract_address: '' }] },
  ],
}

const DEFAULT_ONRAMP_PRICES: Readonly<Record<string, number>> = { USDC: 1, ETH: 2500, SOL: 150 }

/**
 * The whole BlockchainApi over in-memory data: balances, identities, paged history, names
 * (registering one really adds it), onramp, swaps and sign-in sessions. Records every call,
 * honours `AbortSignal` (rejects with an `AbortedError`) and fails on demand.
 * @example const api = new InMemoryBlockchainApi({ balances: [{ address, caipNetworkId: 'eip155:1', balances: [eth] }] })
 */
export class InMemoryBlockchainApi implements BlockchainApi {
  readonly #supportedChains: SupportedChains
  readonly #identities = new Map<string, Identity>()
  readonly #balances = new Map<string, readonly Balance[]>()
  readonly #transactions = new Map<string, readonly Transaction[]>()
  readonly #historyPageSize: number
  readonly #profiles: NameProfile[]
  readonly #prices = new Map<string, FungiblePrice>()
  readonly #swapTokens: Map<string, readonly SwapToken[]>
  readonly #gasPrices: Map<string, GasPrice>
  readonly #allowances = new Map<string, string>()
  readonly #swapRates = new Map<string, number>()
  readonly #onrampOptions: OnrampOptions
  readonly #onrampPrices: Readonly<Record<string, number>>
  readonly #sessions = new Map<string, readonly SiwxSession[]>()
  readonly #clock: Clock | undefined
  readonly #latencyMs: number
  readonly #failures = new FailureScript<BlockchainApiMethod>()
  readonly #calls: BlockchainApiCall[] = []

  constructor(options: InMemoryBlockchainApiOptions = {}) {
    this.#supportedChains = options.supportedChains ?? {
      http: [...SWAP_NETWORKS, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
    }
    for (const [address, identity] of Object.entries(options.identities ?? {})) this.setIdentity(address, identity)
    for (const row of options.balances ?? []) this.setBalances(row.address, row.caipNetworkId, row.balances)
    for (const [address, transactions] of Object.entries(options.transactions ?? {})) this.addTransactions(address, transactions)
    this.#historyPageSize = options.historyPageSize ?? 10
    this.#profiles = [...(options.profiles ?? [])]
    for (const price of options.prices ?? DEFAULT_PRICES) this.setFungiblePrice(price)
    this.#swapTokens = new Map(Object.entries(options.swapTokens ?? DEFAULT_SWAP_TOKENS))
    this.#gasPrices = new Map(Object.entries(options.gasPrices ?? {}))
    this.#onrampOptions = options.onrampOptions ?? DEFAULT_ONRAMP_OPTIONS
    this.#onrampPrices = options.onrampPrices ?? DEFAULT_ONRAMP_PRICES
    for (const [caipAddress, sessions] of Object.entries(options.sessions ?? {})) {
      for (const session of sessions) this.addSession(caipAddress, session)
    }
    this.#clock = options.clock
    this.#latencyMs = options.latencyMs ?? 0
  }

  // ── BlockchainApi ───────────────────────────────────────────────────────────

  async getSupportedChains(options: { readonly signal?: AbortSignal } = {}): Promise<SupportedChains> {
    await this.#begin({ method: 'getSupportedChains', params: options }, options.signal)
    return this.#supportedChains
  }

  async getIdentity(query: Parameters<BlockchainApi['getIdentity']>[0]): Promise<Identity> {
    await this.#begin({ method: 'getIdentity', params: query }, query.signal)
    return this.#identities.get(addressKey(query.address)) ?? { name: null, avatar: null }
  }

  /** Pages of `historyPageSize`; `onramp: 'coinbase'` keeps only transactions whose operationType is 'buy'. */
  async getTransactionHistory(query: HistoryQuery): Promise<HistoryPage> {
    await this.#begin({ method: 'getTransactionHistory', params: query }, query.signal)
    const all = (this.#transactions.get(addressKey(query.account)) ?? []).filter(
      (transaction) =>
        (query.chainId === undefined || transaction.metadata.chain === query.chainId) &&
        (query.onramp === undefined || transaction.metadata.operationType === 'buy'),
    )
    const offset = query.cursor === undefined ? 0 : parseCursor(query.cursor)
    const end = offset + this.#historyPageSize
    return { data: all.slice(offset, end), next: end < all.length ? `c${end}` : null }
  }

  async getBalances(query: Parameters<BlockchainApi['getBalances']>[0]): Promise<readonly Balance[]> {
    await this.#begin({ method: 'getBalances', params: query }, query.signal)
    return this.#balances.get(balanceKey(query.address, query.caipNetworkId)) ?? []
  }

  /** Prices of the seeded tokens among `addresses`; unknown addresses are left out, as the API does. */
  async fetchFungiblePrices(query: Parameters<BlockchainApi['fetchFungiblePrices']>[0]): Promise<readonly FungiblePrice[]> {
    await this.#begin({ method: 'fetchFungiblePrices', params: query }, query.signal)
    return query.addresses.flatMap((address) => {
      const price = this.#prices.get(addressKey(address))
      return price ? [price] : []
    })
  }

  async getSwapTokens(query: Parameters<BlockchainApi['getSwapTokens']>[0]): Promise<readonly SwapToken[]> {
    await this.#begin({ method: 'getSwapTokens', params: query }, query.signal)
    return this.#swapTokens.get(query.chainId) ?? []
  }

  /** One quote: `toAmount = amount × rate` (rate 1 unless `setSwapRate`); amounts are integer strings. */
  async getSwapQuote(query: Parameters<BlockchainApi['getSwapQuote']>[0]): Promise<readonly SwapQuote[]> {
    await this.#begin({ method: 'getSwapQuote', params: query }, query.signal)
    const amount = parseInteger(query.amount, 'amount', '/v1/convert/quotes')
    const rate = this.#swapRates.get(`${addressKey(query.from)}|${addressKey(query.to)}`) ?? 1
    const toAmount = (amount * BigInt(Math.round(rate * 1_000_000))) / 1_000_000n
    return [
      {
        id: `quote-${fakeHex(`${query.from}|${query.to}|${query.amount}`, 8)}`,
        fromAmount: amount.toString(),
        fromAccount: query.from,
        toAmount: toAmount.toString(),
        toAccount: query.to,
      },
    ]
  }

  async getSwapAllowance(query: Parameters<BlockchainApi['getSwapAllowance']>[0]): Promise<string> {
    await this.#begin({ method: 'getSwapAllowance', params: query }, query.signal)
    return this.#allowances.get(`${addressKey(query.tokenAddress)}|${addressKey(query.userAddress)}`) ?? '0'
  }

  async getGasPrice(query: Parameters<BlockchainApi['getGasPrice']>[0]): Promise<GasPrice> {
    await this.#begin({ method: 'getGasPrice', params: query }, query.signal)
    return this.#gasPrices.get(query.chainId) ?? DEFAULT_GAS_PRICE
  }

  async buildApproveTransaction(query: Parameters<BlockchainApi['buildApproveTransaction']>[0]): Promise<SwapTransaction> {
    await this.#begin({ method: 'buildApproveTransaction', params: query }, query.signal)
    const chainId = caip2Of(query.from)
    return {
      from: query.userAddress,
      to: lastSegment(query.from),
      // approve(spender, amount) selector, then fake arguments.
      data: `0x095ea7b3${fakeHex(`approve|${query.from}|${query.amount ?? 'max'}`, 64)}`,
      value: '0',
      eip155: { gas: '60000', gasPrice: (this.#gasPrices.get(chainId) ?? DEFAULT_GAS_PRICE).standard },
    }
  }

  async buildSwapTransaction(query: Parameters<BlockchainApi['buildSwapTransaction']>[0]): Promise<SwapTransaction> {
    await this.#begin({ method: 'buildSwapTransaction', params: query }, query.signal)
    const amount = parseInteger(query.amount, 'amount', '/v1/convert/build-transaction')
    const chainId = caip2Of(query.from)
    return {
      from: query.userAddress,
      to: FAKE_SWAP_ROUTER,
      data: `0x12aa3caf${fakeHex(`swap|${query.from}|${query.to}|${query.amount}|${query.eip155.slippage}`, 64)}`,
      amount: amount.toString(),
      eip155: { gas: '250000', gasPrice: (this.#gasPrices.get(chainId) ?? DEFAULT_GAS_PRICE).standard },
    }
  }

  async lookupName(query: Parameters<BlockchainApi['lookupName']>[0]): Promise<NameProfile> {
    await this.#begin({ method: 'lookupName', params: query }, query.signal)
    const profile = this.#profileNamed(query.name)
    if (!profile) throw httpError(404, 'GET', `/v1/profile/account/${query.name}`, 'name not found')
    return profile
  }

  async reverseLookup(query: Parameters<BlockchainApi['reverseLookup']>[0]): Promise<readonly NameProfile[]> {
    await this.#begin({ method: 'reverseLookup', params: query }, query.signal)
    const wanted = addressKey(query.address)
    return this.#profiles.filter((profile) =>
      Object.values(profile.addresses).some((entry) => addressKey(entry.address) === wanted),
    )
  }

  /** The name itself and two variants, each flagged `registered` from the profiles held. */
  async getNameSuggestions(
    query: Parameters<BlockchainApi['getNameSuggestions']>[0],
  ): Promise<readonly { readonly name: string; readonly registered: boolean }[]> {
    await this.#begin({ method: 'getNameSuggestions', params: query }, query.signal)
    const base = query.name.toLowerCase().replace(/\.reown\.id$/, '')
    return [base, `${base}1`, `${base}-wallet`].map((label) => {
      const name = `${label}${NAME_SUFFIX}`
      return { name, registered: this.#profileNamed(name) !== undefined }
    })
  }

  /**
   * Registers the name in the signed message (`{ name, attributes?, timestamp }`, name ending
   * in `.reown.id`); 409 if taken. `timestamp` is read as ms, or as seconds when below 1e12.
   */
  async registerName(request: RegisterNameRequest): Promise<NameProfile> {
    await this.#begin({ method: 'registerName', params: request }, request.signal)
    const { name, attributes, timestamp } = parseRegistration(request)
    if (this.#profileNamed(name)) throw httpError(409, 'POST', '/v1/profile/account', 'name already registered', { name })
    const at = new Date(timestamp < 1e12 ? timestamp * 1000 : timestamp).toISOString()
    const profile: NameProfile = {
      name,
      registered_at: at,
      addresses: { [String(request.coinType)]: { address: request.address, created: at } },
      attributes: attributes ? [attributes] : [],
    }
    this.#profiles.push(profile)
    return profile
  }

  async generateOnrampUrl(request: Parameters<BlockchainApi['generateOnrampUrl']>[0]): Promise<{ readonly url: string }> {
    await this.#begin({ method: 'generateOnrampUrl', params: request }, request.signal)
    const url = new URL('https://onramp.example/buy')
    for (const [key, value] of Object.entries(request)) {
      if (key === 'signal' || value === undefined) continue
      url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value))
    }
    return { url: url.toString() }
  }

  async getOnrampOptions(options: { readonly signal?: AbortSignal } = {}): Promise<OnrampOptions> {
    await this.#begin({ method: 'getOnrampOptions', params: options }, options.signal)
    return this.#onrampOptions
  }

  /** Buys `(amount − 1.5 % fee) / price`; 400 for an unknown currency or a non-positive amount. */
  async getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
    await this.#begin({ method: 'getOnrampQuote', params: request }, request.signal)
    const amount = Number(request.amount)
    if (!Number.isFinite(amount) || amount <= 0) throw httpError(400, 'POST', '/v1/onramp/quote', 'invalid amount', { amount: request.amount })
    const purchase = this.#onrampOptions.purchaseCurrencies.find(
      (currency) => currency.id === request.purchaseCurrency || currency.symbol === request.purchaseCurrency,
    )
    const payment = this.#onrampOptions.paymentCurrencies.find((currency) => currency.id === request.paymentCurrency)
    const price = purchase ? (this.#onrampPrices[purchase.id] ?? this.#onrampPrices[purchase.symbol]) : undefined
    if (!purchase || !payment || price === undefined) {
      throw httpError(400, 'POST', '/v1/onramp/quote', 'unsupported currency', {
        purchaseCurrency: request.purchaseCurrency,
        paymentCurrency: request.paymentCurrency,
      })
    }
    const fee = Math.round(amount * ONRAMP_FEE_RATE * 100) / 100
    return {
      purchaseAmount: { amount: trimDecimals((amount - fee) / price, 6), currency: purchase.symbol },
      paymentTotal: { amount: amount.toFixed(2), currency: payment.id },
      networkFee: { amount: '0.00', currency: payment.id },
      coinbaseFee: { amount: fee.toFixed(2), currency: payment.id },
    }
  }

  async getSessions(query: Parameters<BlockchainApi['getSessions']>[0]): Promise<readonly SiwxSession[]> {
    await this.#begin({ method: 'getSessions', params: query }, query.signal)
    return this.#sessions.get(addressKey(query.caipAddress)) ?? []
  }

  /** Removes the sessions of `address` on every chain. */
  async revokeSession(query: Parameters<BlockchainApi['revokeSession']>[0]): Promise<void> {
    await this.#begin({ method: 'revokeSession', params: query }, query.signal)
    const wanted = addressKey(query.address)
    for (const caipAddress of [...this.#sessions.keys()]) {
      if (lastSegment(caipAddress) === wanted) this.#sessions.delete(caipAddress)
    }
  }

  // ── Seeding ─────────────────────────────────────────────────────────────────

  /** Sets what `getIdentity` answers for `address`. */
  setIdentity(address: string, identity: Identity): this {
    this.#identities.set(addressKey(address), identity)
    return this
  }

  /** Sets the balance rows of `address` on a CAIP-2 network. */
  setBalances(address: string, caipNetworkId: string, balances: readonly Balance[]): this {
    this.#balances.set(balanceKey(address, caipNetworkId), balances)
    return this
  }

  /** Appends to the history of `address` (give newest first, as the API pages). */
  addTransactions(address: string, transactions: readonly Transaction[]): this {
    const key = addressKey(address)
    this.#transactions.set(key, [...(this.#transactions.get(key) ?? []), ...transactions])
    return this
  }

  /** Adds a registered name. */
  addProfile(profile: NameProfile): this {
    this.#profiles.push(profile)
    return this
  }

  /** Sets the price row `fetchFungiblePrices` answers for `price.address` (CAIP-10). */
  setFungiblePrice(price: FungiblePrice): this {
    this.#prices.set(addressKey(price.address), price)
    return this
  }

  /** Sets the swappable tokens of a CAIP-2 chain. */
  setSwapTokens(chainId: string, tokens: readonly SwapToken[]): this {
    this.#swapTokens.set(chainId, tokens)
    return this
  }

  /** Sets how many `to` units one `from` unit buys in `getSwapQuote`. */
  setSwapRate(from: string, to: string, rate: number): this {
    this.#swapRates.set(`${addressKey(from)}|${addressKey(to)}`, rate)
    return this
  }

  /** Sets the allowance `getSwapAllowance` answers. */
  setAllowance(tokenAddress: string, userAddress: string, allowance: string): this {
    this.#allowances.set(`${addressKey(tokenAddress)}|${addressKey(userAddress)}`, allowance)
    return this
  }

  /** Sets the gas price of a CAIP-2 chain. */
  setGasPrice(chainId: string, gasPrice: GasPrice): this {
    this.#gasPrices.set(chainId, gasPrice)
    return this
  }

  /** Adds a sign-in session for a CAIP-10 account. */
  addSession(caipAddress: string, session: SiwxSession): this {
    const key = addressKey(caipAddress)
    this.#sessions.set(key, [...(this.#sessions.get(key) ?? []), session])
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

  #profileNamed(name: string): NameProfile | undefined {
    const wanted = name.toLowerCase()
    return this.#profiles.find((profile) => profile.name.toLowerCase() === wanted)
  }
}

/** What the HTTP adapter throws for an error status (an HttpRequestError, API_ERROR), with the REFERENCE path. */
function httpError(
  status: number,
  method: 'GET' | 'POST',
  path: string,
  reason: string,
  details: Readonly<Record<string, unknown>> = {},
): HttpRequestError {
  return new HttpRequestError({ url: `memory://blockchain-api${path}`, method, status, details: { reason, ...details } })
}

/** EVM addresses (and CAIP ids holding one) compare case-insensitively; others exactly. */
function addressKey(address: string): string {
  return /(^|:)0x[0-9a-fA-F]+$/.test(address) ? address.toLowerCase() : address
}

function balanceKey(address: string, caipNetworkId: string): string {
  return `${caipNetworkId}|${addressKey(address)}`
}

function lastSegment(caip: string): string {
  return addressKey(caip.slice(caip.lastIndexOf(':') + 1))
}

function caip2Of(caip10: string): string {
  return caip10.split(':').slice(0, 2).join(':')
}

function parseCursor(cursor: string): number {
  const match = /^c(\d+)$/.exec(cursor)
  if (!match?.[1]) throw httpError(400, 'GET', '/v1/account/{address}/history', 'invalid cursor', { cursor })
  return Number(match[1])
}

function parseInteger(value: string, field: string, path: string): bigint {
  if (!/^\d+$/.test(value)) throw httpError(400, 'GET', path, `invalid ${field}`, { [field]: value })
  return BigInt(value)
}

function trimDecimals(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/\.?0+$/, '')
}

function parseRegistration(request: RegisterNameRequest): {
  readonly name: string
  readonly attributes: { readonly avatar?: string; readonly bio?: string } | undefined
  readonly timestamp: number
} {
  let parsed: unknown
  try {
    parsed = JSON.parse(request.message)
  } catch (cause) {
    throw new HttpRequestError({ url: 'memory://blockchain-api/v1/profile/account', method: 'POST', status: 400, cause })
  }
  const { name, attributes, timestamp } = (parsed ?? {}) as { name?: unknown; attributes?: unknown; timestamp?: unknown }
  if (typeof name !== 'string' || !name.endsWith(NAME_SUFFIX) || typeof timestamp !== 'number' || request.signature === '') {
    throw httpError(400, 'POST', '/v1/profile/account', 'invalid registration message', { message: request.message })
  }
  const validAttributes = typeof attributes === 'object' && attributes !== null ? (attributes as { avatar?: string; bio?: string }) : undefined
  return { name: name.toLowerCase(), attributes: validAttributes, timestamp }
}
