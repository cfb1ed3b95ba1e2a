import { BaseError } from '../core/errors/BaseError.js'
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
} from '../core/errors/walletErrors.js'
import type { Account } from '../core/account/Account.js'
import { TransactionFormError } from '../core/transactions/transactionForm.js'
import type { Balance } from '../core/account/Balance.js'
import type { Connector } from '../core/connectors/Connector.js'
import type { ChainNamespace, Network } from '../core/network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, ConnectResult, NetworkFee, SignInInput, SignInOutput, TransactionReceipt, TransactionRequest, TransactionSigner } from '../ports/ChainAdapter.js'
import { AdapterListeners } from './chainAdapter/AdapterListeners.js'
import { CallHolds, type HeldCall } from './chainAdapter/CallHolds.js'
import { Ed25519Signer } from './chainAdapter/Ed25519Signer.js'
import { DEFAULT_CHAIN_IDS, defaultAccount, defaultConnector, FAKE_CONNECTOR_ID } from './chainAdapter/fakeWalletDefaults.js'
import { FakeSettlement } from './chainAdapter/FakeSettlement.js'
import { FakeWalletStates, type WalletState } from './chainAdapter/FakeWalletStates.js'
import { NativeBalances } from './chainAdapter/NativeBalances.js'
import { FailureScript } from './FailureScript.js'
import { fakeHex } from './fakeHex.js'

export type { HeldCall } from './chainAdapter/CallHolds.js'
export { FAKE_CONNECTOR_ID } from './chainAdapter/fakeWalletDefaults.js'

/** The asynchronous ChainAdapter methods: the ones a test can record, fail or hold. */
export type FakeChainAdapterMethod =
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'getAccounts'
  | 'switchNetwork'
  | 'getBalance'
  | 'signMessage'
  | 'sendTransaction'
  | 'signIn'
  | 'getTokenBalances'
  | 'sendWithSigner'
  | 'estimateFee'
  | 'waitForTransaction'

/** One recorded call: the method and the parameters object it received. */
export type FakeChainAdapterCall = {
  [M in FakeChainAdapterMethod]: { readonly method: M; readonly params: Parameters<NonNullable<ChainAdapter[M]>>[0] }
}[FakeChainAdapterMethod]

/** A transaction the fake wallet "sent". */
export interface SentTransaction {
  readonly hash: string
  readonly connectorId: string
  readonly network: Network
  readonly transaction: TransactionRequest
}

/** How the fake wallet starts. Every connector starts with the same accounts and chain. */
export interface FakeChainAdapterOptions {
  /** Default 'eip155'. */
  readonly namespace?: ChainNamespace
  /** Default: one installed injected connector, id 'fake-wallet'. */
  readonly connectors?: readonly Connector[]
  /** Default: one account (for eip155, anvil's first account). */
  readonly accounts?: readonly Account[]
  /** The chain reference the wallet is on. Default: the namespace's main network. */
  readonly chainId?: number | string
  /** Chains the wallet can switch to without adding them. Default: `[chainId]`. */
  readonly knownChainIds?: readonly (number | string)[]
  /** Whether the wallet adds unknown chains on switch (wallet_addEthereumChain accepted). Default false. */
  readonly canAddChains?: boolean
  /** Whether the app is already authorized (so `reconnect` works at once). Default false. */
  readonly authorized?: boolean
  /**
   * solana: a 32-byte ed25519 seed. The default account is its public key, and `signMessage`
   * signs for real (a base58 signature a verifier accepts) instead of a fake.
   */
  readonly secretKey?: Uint8Array
  /**
   * solana: offer the one-step sign-in (`solana:signIn`), answered with the Sign In With Solana
   * text signed by `secretKey` (default 32 × 0x01). Without it the fake has no `signIn`, as EVM
   * adapters have none.
   */
  readonly signIn?: boolean
  /** solana: the local cluster's genesis hash, so a sign-in on it writes 'localnet'. */
  readonly localnetGenesisHash?: string
  /**
   * Token rows the chain answers (`getTokenBalances`) for any account, each on the network of
   * its `chainId`. Without it the fake has no `getTokenBalances`, like an adapter that cannot
   * read tokens from the chain.
   */
  readonly tokenBalances?: readonly Balance[]
  /** What `estimateFee` answers for any transaction, in the smallest native unit. Default: 21,000 gas × 1 gwei; solana 5,000 lamports. */
  readonly fee?: bigint
}

/** How the next `signIn` answer is changed: another account, or `undefined` (the wallet lacks `solana:signIn`). */
export type SignInAnswer = (output: SignInOutput) => SignInOutput | undefined

/**
 * A scriptable wallet family for tests: it keeps real per-connector state (authorized,
 * connected, accounts, chain), records every call, and fails or holds calls on demand.
 * Signatures and hashes are deterministic fakes, not cryptography, except for a solana wallet
 * given a `secretKey` (or `signIn`): it signs with ed25519, as a real one does.
 * @example const chain = new FakeChainAdapter().failNext('connect', new UserRejectedRequestError())
 */
export class FakeChainAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace
  #connectors: readonly Connector[]
  readonly #canAddChains: boolean
  readonly #wallets: FakeWalletStates
  readonly #balances: NativeBalances
  readonly #listeners = new AdapterListeners()
  readonly #failures = new FailureScript<FakeChainAdapterMethod>()
  readonly #holds = new CallHolds<FakeChainAdapterMethod>()
  readonly #calls: FakeChainAdapterCall[] = []
  readonly #sent: SentTransaction[] = []
  readonly #settlement: FakeSettlement
  readonly #signer: Ed25519Signer | undefined
  readonly #localnetGenesisHash: string | undefined
  readonly #signInAnswers: SignInAnswer[] = []
  /** Present only with the `signIn` option (a wallet offering `solana:signIn`). */
  declare readonly signIn?: (params: { readonly connectorId: string; readonly network: Network; readonly input: SignInInput }) => Promise<SignInOutput | undefined>
  #tokenBalances: readonly Balance[]
  /** Present only when the fake was given `tokenBalances`. */
  declare readonly getTokenBalances?: (params: { readonly address: string; readonly network: Network }) => Promise<readonly Balance[]>

  constructor(options: FakeChainAdapterOptions = {}) {
    this.namespace = options.namespace ?? 'eip155'
    const chainId = options.chainId ?? DEFAULT_CHAIN_IDS[this.namespace]
    this.#connectors = options.connectors ?? [defaultConnector(this.namespace)]
    this.#canAddChains = options.canAddChains ?? false
    this.#balances = new NativeBalances(this.namespace)
    this.#settlement = new FakeSettlement(this.namespace, options.fee)
    const secretKey = options.secretKey ?? (options.signIn ? new Uint8Array(32).fill(1) : undefined)
    if (secretKey && this.namespace !== 'solana') throw new BaseError('FakeChainAdapter: secretKey and signIn are solana options', { details: { namespace: this.namespace } })
    this.#signer = secretKey ? new Ed25519Signer(secretKey) : undefined
    this.#localnetGenesisHash = options.localnetGenesisHash
    if (options.signIn) this.signIn = (params) => this.#signIn(params)
    const ownAccount = this.#signer ? { namespace: this.namespace, address: this.#signer.address, type: 'eoa' as const } : defaultAccount(this.namespace)
    this.#tokenBalances = options.tokenBalances ?? []
    if (options.tokenBalances) {
      this.getTokenBalances = async (params) => {
        await this.#begin({ method: 'getTokenBalances', params }, undefined)
        return this.#tokenBalances.filter((balance) => balance.chainId === params.network.caipNetworkId)
      }
    }
    this.#wallets = new FakeWalletStates(this.namespace, {
      authorized: options.authorized ?? false,
      connected: false,
      accounts: options.accounts ?? [ownAccount],
      chainId,
      knownChainIds: (options.knownChainIds ?? [chainId]).map(String),
    })
  }

  /** A deterministic fake signature (0x + 65 bytes of hex) for `message` signed by `address`. */
  static signatureFor(address: string, message: string): string {
    return `0x${fakeHex(`sign:${address.toLowerCase()}:${message}`, 65)}`
  }

  // ── ChainAdapter ────────────────────────────────────────────────────────────

  getConnectors(): readonly Connector[] {
    return this.#connectors
  }

  async connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    const wallet = await this.#begin({ method: 'connect', params }, params.connectorId)
    wallet.authorized = true
    wallet.connected = true
    return { accounts: wallet.accounts, chainId: wallet.chainId }
  }

  async reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult> {
    const wallet = await this.#begin({ method: 'reconnect', params }, params.connectorId)
    // Like `eth_accounts` answering [] for a site the wallet has not authorized.
    if (!wallet.authorized || wallet.accounts.length === 0) {
      throw new UnauthorizedProviderError({ details: { connectorId: params.connectorId } })
    }
    wallet.connected = true
    return { accounts: wallet.accounts, chainId: wallet.chainId }
  }

  async disconnect(params: { readonly connectorId: string }): Promise<void> {
    const wallet = await this.#begin({ method: 'disconnect', params }, params.connectorId)
    // The app forgets the wallet (as after wallet_revokePermissions): reconnect fails from now on.
    wallet.connected = false
    wallet.authorized = false
  }

  async getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]> {
    const wallet = await this.#begin({ method: 'getAccounts', params }, params.connectorId)
    return wallet.connected ? wallet.accounts : []
  }

  async switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void> {
    const wallet = await this.#begin({ method: 'switchNetwork', params }, params.connectorId)
    const { network } = params
    if (!wallet.connected) throw new ProviderDisconnectedError({ details: { connectorId: params.connectorId } })
    const known = network.chainNamespace === this.namespace && wallet.knownChainIds.has(String(network.id))
    if (!known) {
      if (!this.#canAddChains || network.chainNamespace !== this.namespace) {
        throw new UnrecognizedChainError({ details: { chainId: network.id } })
      }
      wallet.knownChainIds.add(String(network.id))
    }
    if (String(wallet.chainId) === String(network.id)) return
    wallet.chainId = network.id
    this.#listeners.notify({ type: 'chainChanged', connectorId: params.connectorId, chainId: network.id })
  }

  async getBalance(params: {
    readonly address: string
    readonly network: Network
  }): Promise<{ readonly value: bigint; readonly decimals: number; readonly symbol: string }> {
    await this.#begin({ method: 'getBalance', params }, undefined)
    const value = this.#balances.get(params.address, params.network.caipNetworkId)
    return { value, decimals: params.network.nativeCurrency.decimals, symbol: params.network.nativeCurrency.symbol }
  }

  async signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string> {
    const wallet = await this.#begin({ method: 'signMessage', params }, params.connectorId)
    this.#wallets.assertOwns(wallet, params.connectorId, params.address)
    return this.#signer ? this.#signer.sign(params.message) : FakeChainAdapter.signatureFor(params.address, params.message)
  }

  async sendTransaction(params: {
    readonly connectorId: string
    readonly network: Network
    readonly transaction: TransactionRequest
  }): Promise<string> {
    const wallet = await this.#begin({ method: 'sendTransaction', params }, params.connectorId)
    this.#wallets.assertOwns(wallet, params.connectorId, params.transaction.from)
    if (String(wallet.chainId) !== String(params.network.id)) {
      throw new ChainDisconnectedError({ details: { walletChainId: wallet.chainId, requestedChainId: params.network.id } })
    }
    const { from, to } = params.transaction
    const hash = `0x${fakeHex(`tx:${this.#sent.length}:${from}:${to}:${describePayload(params.transaction)}`, 32)}`
    this.#sent.push({ hash, connectorId: params.connectorId, network: params.network, transaction: params.transaction })
    this.#settlement.sent(hash)
    return hash
  }

  /** The scripted fee (`fee` option, `setFee`) for any transaction. */
  async estimateFee(params: { readonly network: Network; readonly transaction: TransactionRequest }): Promise<NetworkFee> {
    await this.#begin({ method: 'estimateFee', params }, undefined)
    return { value: this.#settlement.fee, decimals: params.network.nativeCurrency.decimals, symbol: params.network.nativeCurrency.symbol }
  }

  /** A transaction this fake sent is mined at once: 'success', or what `setTransactionOutcome` scripted (hold it to keep it pending). */
  async waitForTransaction(params: { readonly network: Network; readonly hash: string }): Promise<TransactionReceipt> {
    await this.#begin({ method: 'waitForTransaction', params }, undefined)
    return this.#settlement.receipt(params.hash)
  }

  /**
   * solana only, as the real adapter: the transfer's "wire transaction" (its fields as JSON text)
   * goes to `signer`, whose answer is the transaction's id; recorded with connectorId 'signer'.
   */
  async sendWithSigner(params: { readonly network: Network; readonly transaction: TransactionRequest; readonly signer: TransactionSigner }): Promise<string> {
    await this.#begin({ method: 'sendWithSigner', params }, undefined)
    if (this.namespace !== 'solana') throw new BaseError('FakeChainAdapter: sendWithSigner is a solana capability', { details: { namespace: this.namespace } })
    const { from, to } = params.transaction
    if (from !== params.signer.address) throw new TransactionFormError({ expected: 'solana', problem: 'from must be the signer’s account' })
    const wire = new TextEncoder().encode(JSON.stringify({ from, to, amount: describePayload(params.transaction) }))
    const hash = await params.signer.signAndSendTransaction({ transaction: wire, network: params.network })
    this.#sent.push({ hash, connectorId: 'signer', network: params.network, transaction: params.transaction })
    this.#settlement.sent(hash)
    return hash
  }

  on(listener: (event: ChainAdapterEvent) => void): () => void {
    return this.#listeners.add(listener)
  }

  // ── Scripting and inspection ────────────────────────────────────────────────

  /** Every call so far, in order. */
  get calls(): readonly FakeChainAdapterCall[] {
    return [...this.#calls]
  }

  /** The parameters of every call to `method`, in order. */
  callsTo<M extends FakeChainAdapterMethod>(method: M): Parameters<NonNullable<ChainAdapter[M]>>[0][] {
    return this.#calls.filter((call) => call.method === method).map((call) => call.params as Parameters<NonNullable<ChainAdapter[M]>>[0])
  }

  /** Transactions sent so far, with the hash each got. */
  get sentTransactions(): readonly SentTransaction[] {
    return [...this.#sent]
  }

  /** How many listeners are subscribed (to check that unsubscribe happened). */
  get listenerCount(): number {
    return this.#listeners.size
  }

  /** The next call of `method` rejects with `error` and changes nothing. */
  failNext(method: FakeChainAdapterMethod, error: unknown): this {
    this.#failures.failNext(method, error)
    return this
  }

  /** Every call of `method` rejects with `error` until `clearFailures`. */
  failAlways(method: FakeChainAdapterMethod, error: unknown): this {
    this.#failures.failAlways(method, error)
    return this
  }

  /** Forgets scripted failures of `method`, or of every method. */
  clearFailures(method?: FakeChainAdapterMethod): this {
    this.#failures.clear(method)
    return this
  }

  /** The next `signIn` answer goes through `answer` first (e.g. `() => undefined`, or another address). */
  answerNextSignIn(answer: SignInAnswer): this {
    this.#signInAnswers.push(answer)
    return this
  }

  /** Holds the next call of `method` open until the test releases or rejects it. */
  holdNext(method: FakeChainAdapterMethod): HeldCall {
    return this.#holds.holdNext(method)
  }

  /** Authorizes (or forgets) the app for a connector without a call, e.g. a session restored from a previous visit. */
  setAuthorized(authorized: boolean, connectorId: string = this.#firstConnectorId()): this {
    const wallet = this.#wallets.get(connectorId)
    wallet.authorized = authorized
    if (!authorized) wallet.connected = false
    return this
  }

  /** Sets the native balance `getBalance` answers for `address` on the network. */
  setBalance(address: string, network: Pick<Network, 'caipNetworkId'>, value: bigint): this {
    this.#balances.set(address, network.caipNetworkId, value)
    return this
  }

  /** Replaces the token rows `getTokenBalances` answers (it exists only when the fake was built with `tokenBalances`). */
  setTokenBalances(balances: readonly Balance[]): this {
    this.#tokenBalances = balances
    return this
  }

  /** Sets what `estimateFee` answers, in the smallest native unit. */
  setFee(value: bigint): this {
    this.#settlement.fee = value
    return this
  }

  /** How the transaction `hash` ends when waited for (default 'success'). */
  setTransactionOutcome(hash: string, status: TransactionReceipt['status']): this {
    this.#settlement.setOutcome(hash, status)
    return this
  }

  /** Teaches the wallet a chain, so `switchNetwork` to it succeeds. */
  addKnownChain(chainId: number | string, connectorId: string = this.#firstConnectorId()): this {
    this.#wallets.get(connectorId).knownChainIds.add(String(chainId))
    return this
  }

  /** Whether the app is connected through `connectorId` (default: the first connector). */
  isConnected(connectorId: string = this.#firstConnectorId()): boolean {
    return this.#wallets.find(connectorId)?.connected ?? false
  }

  /** The chain the wallet behind `connectorId` is on. */
  chainIdOf(connectorId: string = this.#firstConnectorId()): number | string {
    return this.#wallets.get(connectorId).chainId
  }

  /**
   * The wallet says something on its own: updates the fake's state to match, then tells
   * every listener. `accountsChanged` to [] and `disconnect` end the connection.
   */
  emit(event: ChainAdapterEvent): void {
    if (event.type === 'connectorsChanged') this.#connectors = event.connectors
    else this.#wallets.apply(event)
    this.#listeners.notify(event)
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  async #signIn(params: { readonly connectorId: string; readonly network: Network; readonly input: SignInInput }): Promise<SignInOutput | undefined> {
    const wallet = await this.#begin({ method: 'signIn', params }, params.connectorId)
    const signer = this.#signer as Ed25519Signer
    this.#wallets.assertOwns(wallet, params.connectorId, signer.address)
    const output = signer.signIn(params.input, this.#localnetGenesisHash === undefined ? {} : { localnetGenesisHash: this.#localnetGenesisHash })
    const answer = this.#signInAnswers.shift()
    return answer ? answer(output) : output
  }

  async #begin(call: FakeChainAdapterCall, connectorId: string | undefined): Promise<WalletState> {
    this.#calls.push(call)
    const gate = this.#holds.reach(call.method)
    if (gate) await gate
    this.#failures.throwIfScripted(call.method)
    if (connectorId === undefined) return this.#wallets.get(this.#firstConnectorId())
    if (!this.#connectors.some((connector) => connector.id === connectorId)) {
      throw new BaseError(`Connector "${connectorId}" not found`, { details: { connectorId, namespace: this.namespace } })
    }
    return this.#wallets.get(connectorId)
  }

  #firstConnectorId(): string {
    return this.#connectors[0]?.id ?? FAKE_CONNECTOR_ID
  }
}

/** What a transaction carries, as text for its fake hash: value and data, or the solana transfer. */
function describePayload(transaction: TransactionRequest): string {
  if ('lamports' in transaction) return `${transaction.lamports}`
  if ('mint' in transaction) return `${transaction.amount}:${transaction.mint}`
  return `${transaction.value ?? 0n}:${transaction.data ?? ''}`
}
