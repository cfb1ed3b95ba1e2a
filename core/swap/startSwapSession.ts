import type { Observable } from 'rxjs'
import type { GasPrice } from '../../ports/BlockchainApi.js'
import type { TimerId } from '../../ports/Clock.js'
import type { CoreContext } from '../CoreContext.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import { toBaseError } from '../errors/toBaseError.js'
import type { SendActivity } from '../send/sendActivity.js'
import { InsufficientBalanceError } from '../send/sendErrors.js'
import { toSmallestUnit } from '../send/toSmallestUnit.js'
import { Store } from '../state/Store.js'
import { DEBOUNCE_MS } from '../timing/debounceDelay.js'
import { executeSwap, type SwapOrder } from './executeSwap.js'
import { networkFeeOf, readSwapQuote, wholeTokens } from './readSwapQuote.js'
import { SWAP_SLIPPAGE_TOLERANCE } from './swapDefaults.js'
import { SwapError } from './SwapError.js'
import { INITIAL_SWAP_STATE, type SwapState, type SwapTokenOption } from './SwapState.js'
import { swapTokenOptions } from './swapTokenOptions.js'

/** Gas kept back by Max on the native token: an approval and a swap at the fast gas price. */
export const SWAP_GAS_RESERVE = 300_000n

/**
 * One swap, from choosing the tokens to the confirmed transaction. State comes as a get/watch
 * pair plus `state$`; the setters are synchronous, quotes follow 500 ms after the last change.
 * Named a session (not a store): it holds timers and requests, so `dispose()` ends it.
 */
export interface SwapSession {
  readonly state$: Observable<SwapState>
  getState(): SwapState
  /** Calls `listener` on every change; returns the unsubscribe function. */
  watch(listener: (state: SwapState) => void): () => void
  /** The token to sell, by its CAIP-10 address (one of `tokens`). */
  setFrom(address: string): void
  /** The token to buy, by its CAIP-10 address (one of `tokens`). */
  setTo(address: string): void
  /** Swaps the two tokens (the amount stays). */
  flip(): void
  /** The amount to sell, in whole tokens, as typed. */
  setAmount(text: string): void
  /** All of the `from` balance (the native token keeps a gas reserve). */
  setMax(): void
  /** Approves when needed, then swaps; resolves the hash once confirmed, rejects typed. */
  execute(): Promise<string>
  /** Stops timers, requests and watching the account. */
  dispose(): void
}

/**
 * Starts a swap session on the connected eip155 account's network and resolves once the
 * network's swap tokens, gas price, balances and prices are read. A network whose
 * `/v1/convert/tokens` answer is empty is not swappable ('Network not supported for Swaps');
 * a failing gas-price call says 'Network not supported for Gas Price'. A network or account
 * change reads them again.
 * @example const swap = await walletport.createSwap(); swap.setTo(usdc.address); swap.setAmount('0.1')
 */
export async function startSwapSession(context: CoreContext, activity: SendActivity): Promise<SwapSession> {
  const session = new LiveSwapSession(context, activity)
  await session.load()
  return session
}

class LiveSwapSession implements SwapSession {
  readonly #store = new Store<SwapState>(INITIAL_SWAP_STATE)
  readonly state$ = this.#store.state$
  readonly #context: CoreContext
  readonly #activity: SendActivity
  #gasPrice: GasPrice | undefined
  #timer: TimerId | undefined
  #request: AbortController | undefined
  #loading: AbortController | undefined
  readonly #stopWatching: () => void

  constructor(context: CoreContext, activity: SendActivity) {
    this.#context = context
    this.#activity = activity
    const place = (state: CoreContext['state'] extends { getSnapshot(): infer S } ? S : never) => `${state.networks.eip155?.caipNetwork?.caipNetworkId}|${state.accounts.eip155?.address}`
    let placed = place(context.state.getSnapshot())
    this.#stopWatching = context.state.watch((next) => {
      if (place(next) === placed) return
      placed = place(next)
      void this.load()
    })
  }

  getState(): SwapState {
    return this.#store.getSnapshot()
  }

  watch(listener: (state: SwapState) => void): () => void {
    return this.#store.watch((next) => listener(next))
  }

  /** Reads what the active network offers; never rejects (a failure is the state's error). */
  async load(): Promise<void> {
    this.#cancel()
    this.#loading?.abort()
    const loading = (this.#loading = new AbortController())
    const { signal } = loading
    const account = this.#account()
    const caipNetworkId = account?.network.caipNetworkId
    this.#store.set({ ...INITIAL_SWAP_STATE, caipNetworkId })
    const stop = (error: SwapError | AddressOrAuthConnectorNotFoundError, status: SwapState['status'] = 'unsupported') => {
      if (!signal.aborted) this.#store.set({ ...INITIAL_SWAP_STATE, caipNetworkId, status, error })
    }
    const api = this.#context.blockchainApi
    if (!account || !caipNetworkId) return stop(new AddressOrAuthConnectorNotFoundError(), 'error')
    if (!api) return stop(new SwapError({ reason: 'NETWORK_NOT_SUPPORTED' }))
    let tokens: Awaited<ReturnType<typeof api.getSwapTokens>>
    try {
      tokens = await api.getSwapTokens({ chainId: caipNetworkId, signal })
    } catch (cause) {
      return stop(new SwapError({ reason: 'TOKENS_FAILED', cause }), 'error')
    }
    if (tokens.length === 0) return stop(new SwapError({ reason: 'NETWORK_NOT_SUPPORTED', details: { caipNetworkId } }))
    try {
      this.#gasPrice = await api.getGasPrice({ chainId: caipNetworkId, signal })
    } catch (cause) {
      return stop(new SwapError({ reason: 'GAS_PRICE_NOT_SUPPORTED', cause }))
    }
    const [prices] = await Promise.all([
      api.fetchFungiblePrices({ currency: 'usd', addresses: tokens.map((token) => token.address), signal }).catch((cause: unknown) => {
        this.#context.logger.warn('swap: no fungible prices', cause)
        return []
      }),
      this.#activity.getSnapshot().tokens.key === account.key ? undefined : this.#activity.loadTokens().catch(() => undefined),
    ])
    if (signal.aborted) return
    const options = swapTokenOptions({ caipNetworkId, tokens, balances: this.#activity.getSnapshot().tokens.balances, prices })
    this.#store.set({ ...INITIAL_SWAP_STATE, caipNetworkId, status: 'idle', tokens: options, from: options.find((option) => option.native) ?? options[0] })
    await this.#readAllowance()
  }

  setFrom(address: string): void {
    const from = this.#option(address)
    if (!from) return
    const { to } = this.getState()
    this.#choose({ from, to: to?.address === from.address ? undefined : to, allowance: undefined })
    void this.#readAllowance()
  }

  setTo(address: string): void {
    const to = this.#option(address)
    if (!to) return
    const { from } = this.getState()
    this.#choose({ to, from: from?.address === to.address ? undefined : from })
  }

  flip(): void {
    const { from, to } = this.getState()
    this.#choose({ from: to, to: from, allowance: undefined })
    void this.#readAllowance()
  }

  setAmount(text: string): void {
    this.#choose({ amount: text })
  }

  setMax(): void {
    const { from } = this.getState()
    if (!from) return
    const balance = toSmallestUnit(from.balance, from.decimals, { floor: true }) ?? 0n
    const reserve = from.native ? SWAP_GAS_RESERVE * BigInt(this.#gasPrice?.fast ?? '0') : 0n
    this.setAmount(wholeTokens(balance > reserve ? balance - reserve : 0n, from.decimals))
  }

  async execute(): Promise<string> {
    const state = this.getState()
    const account = this.#account()
    const units = this.#units(state)
    if (!account || !state.from || !state.to || units === undefined || !state.quote) throw new SwapError({ reason: 'QUOTE_FAILED', details: { status: state.status } })
    if (state.insufficientBalance) throw this.#fail(new InsufficientBalanceError({ symbol: state.from.symbol }))
    this.#cancel()
    const order: SwapOrder = { ...account, from: state.from, to: state.to, units, fromAmount: state.amount.trim(), toAmount: state.quote.toAmount, needsApproval: state.needsApproval }
    this.#store.update((current) => ({ ...current, status: state.needsApproval ? 'approving' : 'swapping', error: undefined, hash: undefined }))
    try {
      const hash = await executeSwap(this.#context, this.#activity, order, (status) => this.#store.update((current) => ({ ...current, status })))
      this.#store.update((current) => ({ ...current, status: 'done', hash }))
      // The balances moved: the token list shows them, and the allowance is read again.
      this.#store.update((current) => ({ ...current, tokens: this.#withBalances(current.tokens) }))
      void this.#readAllowance()
      return hash
    } catch (error) {
      throw this.#fail(toBaseError(error))
    }
  }

  dispose(): void {
    this.#cancel()
    this.#loading?.abort()
    this.#stopWatching()
    this.#store.complete()
  }

  /** A choice changed: the quote is dropped, and asked again 500 ms after the last change. */
  #choose(change: Partial<Pick<SwapState, 'from' | 'to' | 'amount' | 'allowance'>>): void {
    this.#cancel()
    const next = { ...this.getState(), ...change }
    if (next.status === 'loading' || next.status === 'unsupported') return this.#store.set(next)
    const units = this.#units(next)
    const balance = next.from ? (toSmallestUnit(next.from.balance, next.from.decimals, { floor: true }) ?? 0n) : 0n
    const ready = next.from !== undefined && next.to !== undefined && units !== undefined && units > 0n
    this.#store.set({
      ...next,
      status: ready ? 'loading-quote' : 'idle',
      quote: undefined,
      hash: undefined,
      error: undefined,
      insufficientBalance: units !== undefined && units > balance,
      needsApproval: needsApproval(next.from, next.allowance, units),
    })
    if (ready) this.#timer = this.#context.clock.setTimeout(() => void this.#quote(), DEBOUNCE_MS)
  }

  /** Asks for the quote of the current choice; an answer for an older choice is dropped. */
  async #quote(): Promise<void> {
    this.#timer = undefined
    const request = (this.#request = new AbortController())
    const { signal } = request
    const asked = this.getState()
    const account = this.#account()
    const api = this.#context.blockchainApi
    const units = this.#units(asked)
    const { from, to } = asked
    if (!account || !api || !from || !to || units === undefined || !this.#gasPrice) return
    const query = { userAddress: account.caipAddress, from: from.address, to: to.address, amount: units.toString() }
    try {
      const [quote] = await api.getSwapQuote({ ...query, gasPrice: this.#gasPrice.standard, signal })
      if (!quote) throw new Error('no quote in the answer')
      // The fee of the transaction sent first: the approval when the allowance is short, else the swap.
      const first = await (asked.needsApproval ? api.buildApproveTransaction({ ...query, signal }) : api.buildSwapTransaction({ ...query, eip155: { slippage: String(SWAP_SLIPPAGE_TOLERANCE) }, signal })).catch((cause: unknown) => {
        this.#context.logger.warn('swap: the network fee could not be estimated', cause)
        return undefined
      })
      if (request !== this.#request || signal.aborted) return
      const native = asked.tokens.find((token) => token.native)
      const gas = first?.eip155?.gas
      const fee = gas && /^\d+$/.test(gas) ? networkFeeOf({ gas: BigInt(gas), gasPrice: BigInt(first.eip155?.gasPrice ?? this.#gasPrice.standard), native: { decimals: native?.decimals ?? account.network.nativeCurrency.decimals, symbol: native?.symbol ?? account.network.nativeCurrency.symbol, price: native?.price } }) : undefined
      this.#store.update((current) => ({ ...current, status: 'quoted', quote: readSwapQuote({ from, to, fromUnits: units, toUnits: BigInt(quote.toAmount), slippage: SWAP_SLIPPAGE_TOLERANCE, fee }) }))
    } catch (cause) {
      if (request !== this.#request || signal.aborted) return
      this.#context.logger.warn('swap: quote failed', cause)
      this.#store.update((current) => ({ ...current, status: 'error', quote: undefined, error: new SwapError({ reason: 'QUOTE_FAILED', cause }) }))
    } finally {
      if (request === this.#request) this.#request = undefined
    }
  }

  /** Reads the `from` token's allowance (none for the native token) and whether an approval must come first. */
  async #readAllowance(): Promise<void> {
    const { from } = this.getState()
    const account = this.#account()
    const api = this.#context.blockchainApi
    if (!from || from.native || !account || !api) return
    let allowance: bigint | undefined
    try {
      allowance = BigInt(await api.getSwapAllowance({ tokenAddress: from.address, userAddress: account.caipAddress }))
    } catch (cause) {
      this.#context.logger.warn('swap: allowance failed', cause)
    }
    this.#store.update((current) => (current.from !== from ? current : { ...current, allowance, needsApproval: needsApproval(from, allowance, this.#units(current)) }))
  }

  #withBalances(tokens: readonly SwapTokenOption[]): readonly SwapTokenOption[] {
    const state = this.getState()
    if (!state.caipNetworkId) return tokens
    const fresh = swapTokenOptions({ caipNetworkId: state.caipNetworkId, tokens, balances: this.#activity.getSnapshot().tokens.balances, prices: [] })
    const byAddress = new Map(fresh.map((token) => [token.address, token.balance]))
    return tokens.map((token) => ({ ...token, balance: byAddress.get(token.address) ?? token.balance }))
  }

  #fail<E extends Error>(error: E): E {
    this.#store.update((current) => ({ ...current, status: 'error', error: toBaseError(error) }))
    return error
  }

  #cancel(): void {
    if (this.#timer !== undefined) this.#context.clock.clearTimeout(this.#timer)
    this.#timer = undefined
    this.#request?.abort()
    this.#request = undefined
  }

  #option(address: string): SwapTokenOption | undefined {
    return this.getState().tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())
  }

  #units(state: Pick<SwapState, 'from' | 'amount'>): bigint | undefined {
    return state.from ? toSmallestUnit(state.amount.trim().replace(',', '.'), state.from.decimals) : undefined
  }

  /** The connected eip155 account, its network and the Account data's key for them. */
  #account(): (Pick<SwapOrder, 'network' | 'address' | 'caipAddress'> & { readonly key: string }) | undefined {
    const state = this.#context.state.getSnapshot()
    const account = state.accounts.eip155
    const network = state.networks.eip155?.caipNetwork
    if (account?.status !== 'connected' || !account.address || !network) return undefined
    return { network, address: account.address, caipAddress: `${network.caipNetworkId}:${account.address}`, key: `${network.caipNetworkId}:${account.address}` }
  }
}

/** An ERC-20 whose allowance (unknown counts as none) is below the amount must be approved first. */
function needsApproval(from: SwapTokenOption | undefined, allowance: bigint | undefined, units: bigint | undefined): boolean {
  return from !== undefined && !from.native && units !== undefined && units > 0n && (allowance ?? 0n) < units
}
