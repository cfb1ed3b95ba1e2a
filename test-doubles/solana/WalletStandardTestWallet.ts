import { ed25519 } from '@noble/curves/ed25519'
import { createSolanaRpc, getBase64EncodedWireTransaction, getTransactionDecoder, isSolanaError, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE } from '@solana/kit'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import type { SolanaSignInInput, SolanaSignInOutput, SolanaSignMessageInput, SolanaSignMessageOutput, SolanaSignTransactionInput, SolanaSignTransactionOutput, SolanaSignAndSendTransactionInput, SolanaSignAndSendTransactionOutput } from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { CallHolds, type HeldCall } from '../chainAdapter/CallHolds.js'
import { FailureScript } from '../FailureScript.js'
import { signWireTransaction } from './signWireTransaction.js'
import { defaultTestSeed, deriveTestWalletKeys, type TestWalletKey } from './testWalletKeys.js'
import { invalidInput, unauthorized, userRejected, WalletStandardError } from './WalletStandardError.js'

export { WalletStandardError } from './WalletStandardError.js'

/** The wallet's operations: what a test records, fails or holds, and what `confirm` is asked about. */
export type WalletStandardTestWalletMethod = 'connect' | 'disconnect' | 'signMessage' | 'signIn' | 'signTransaction' | 'signAndSendTransaction'

/** One call a site made to the wallet (recorded before anything else happens). */
export interface WalletStandardTestWalletRequest {
  readonly method: WalletStandardTestWalletMethod
  readonly params?: unknown
}

/** What `standard:events` `change` listeners receive. */
export interface WalletStandardChange {
  readonly accounts?: readonly WalletAccount[]
  readonly chains?: readonly IdentifierString[]
  readonly features?: Readonly<Record<string, unknown>>
}

/** Where `register` puts the wallet: `getWallets()` of @wallet-standard/app, or any registry of that shape. */
export interface WalletStandardRegistryTarget {
  register(wallet: Wallet): () => void
}

/** How a `WalletStandardTestWallet` starts. */
export interface WalletStandardTestWalletOptions {
  /** The first account's 32-byte ed25519 seed (default: 32 bytes of 0x01). */
  readonly seed?: Uint8Array
  /** How many accounts (default 1); account i's seed is the seed with i added to its last byte. */
  readonly accounts?: number
  /** The Wallet Standard chain ids it serves (default ['solana:localnet']). */
  readonly chains?: readonly IdentifierString[]
  /** The RPC that `solana:signAndSendTransaction` sends to; without it the wallet only signs. */
  readonly rpcUrl?: string
  /** Default 'Test Solana Wallet'. */
  readonly name?: string
  /** A data:image/svg+xml icon (default: a plain square). */
  readonly icon?: WalletIcon
  /**
   * The wallet remembers the site (authorized on an earlier visit): a connect, silent or not,
   * shows the accounts without a prompt. As real wallets, it shows no accounts before a connect.
   * Default false.
   */
  readonly authorized?: boolean
  /**
   * The person in front of the wallet, asked before each prompt (connect when not yet
   * authorized, signMessage, signIn, signTransaction, signAndSendTransaction), one at a time.
   * `false` rejects with a user rejection (code 4001); an error thrown rejects with it.
   * Default: everything approved.
   */
  readonly confirm?: (request: WalletStandardTestWalletRequest) => Promise<boolean> | boolean
}

const DEFAULT_ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iNiIgZmlsbD0iIzk5NDVGRiIvPjwvc3ZnPg=='
const SUPPORTED_TRANSACTION_VERSIONS = ['legacy', 0] as const
const SIGN_IN_DEFAULT_DOMAIN = 'localhost'

/**
 * A real Wallet Standard wallet for tests, over ed25519 keys (noble): it keeps what a wallet
 * keeps (authorization, the selected account, its chains), signs messages, Sign In With Solana
 * messages and transactions, sends them to `rpcUrl`, emits `change` events and registers with
 * a wallet-standard registry. Scripted failures and held calls stand for the person and the
 * extension. No DOM: a demo wraps it with its own approve/reject popup (`confirm`).
 * @example const wallet = new WalletStandardTestWallet({ rpcUrl }); const unregister = wallet.register()
 */
export class WalletStandardTestWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name: string
  readonly icon: WalletIcon
  readonly features: Readonly<Record<IdentifierString, object>>
  readonly #keys: readonly TestWalletKey[]
  readonly #rpcUrl: string | undefined
  readonly #confirmHook: WalletStandardTestWalletOptions['confirm']
  readonly #failures = new FailureScript<WalletStandardTestWalletMethod>()
  readonly #holds = new CallHolds<WalletStandardTestWalletMethod>()
  readonly #listeners = new Set<(change: WalletStandardChange) => void>()
  readonly #requests: WalletStandardTestWalletRequest[] = []
  #chains: readonly IdentifierString[]
  #selected = 0
  #authorized: boolean
  /** Whether the accounts are shown to the site now (after a connect or sign-in on this page). */
  #exposed = false
  #asking: Promise<unknown> = Promise.resolve()
  #accountCache: readonly WalletAccount[] | undefined

  constructor(options: WalletStandardTestWalletOptions = {}) {
    this.#keys = deriveTestWalletKeys(options.seed ?? defaultTestSeed(), options.accounts ?? 1)
    this.#chains = [...(options.chains ?? ['solana:localnet'])]
    this.#rpcUrl = options.rpcUrl
    this.#confirmHook = options.confirm
    this.#authorized = options.authorized ?? false
    this.name = options.name ?? 'Test Solana Wallet'
    this.icon = options.icon ?? DEFAULT_ICON
    this.features = this.#buildFeatures()
  }

  // ── Wallet Standard ─────────────────────────────────────────────────────────

  get chains(): readonly IdentifierString[] {
    return this.#chains
  }

  /** The accounts the site may see: none before a connect (or sign-in), the selected one first. */
  get accounts(): readonly WalletAccount[] {
    if (!this.#authorized || !this.#exposed) return []
    this.#accountCache ??= this.#orderedKeys().map((key) => Object.freeze({
      address: key.address,
      publicKey: Uint8Array.from(key.publicKey),
      chains: [...this.#chains],
      features: Object.keys(this.features) as IdentifierString[],
    }))
    return this.#accountCache
  }

  // ── What a test reads ───────────────────────────────────────────────────────

  /** Every call received, in order (prompts included, answered or not). */
  get requests(): readonly WalletStandardTestWalletRequest[] {
    return [...this.#requests]
  }

  /** The selected account's address (base58). */
  get address(): string {
    return this.#selectedKey().address
  }

  /** Every account's address, selected first, whether or not the site may see them. */
  get addresses(): readonly string[] {
    return this.#orderedKeys().map((key) => key.address)
  }

  /** Whether the wallet trusts the site (by a connect or a sign-in, until `standard:disconnect`). */
  get isAuthorized(): boolean {
    return this.#authorized
  }

  /** Forgets the recorded calls (e.g. to count the prompts of one phase). */
  clearRequests(): this {
    this.#requests.length = 0
    return this
  }

  // ── What a test drives ──────────────────────────────────────────────────────

  /**
   * Registers the wallet with a registry (default: the page's, `getWallets()`); returns the
   * function that unregisters it.
   * @example const unregister = wallet.register()
   */
  register(target: WalletStandardRegistryTarget = getWallets()): () => void {
    return target.register(this)
  }

  /** Selects account `index`: a `change` with the accounts when the site may see them. */
  switchAccount(index: number): this {
    if (!Number.isInteger(index) || index < 0 || index >= this.#keys.length) {
      throw new RangeError(`WalletStandardTestWallet: no account ${index} (it has ${this.#keys.length})`)
    }
    this.#selected = index
    this.#accountCache = undefined
    if (this.accounts.length > 0) this.#emit({ accounts: this.accounts })
    return this
  }

  /** The wallet now serves `chains`: a `change` with the chains (and the accounts, whose chains follow). */
  setChains(chains: readonly IdentifierString[]): this {
    this.#chains = [...chains]
    this.#accountCache = undefined
    this.#emit(this.accounts.length > 0 ? { chains: this.#chains, accounts: this.accounts } : { chains: this.#chains })
    return this
  }

  /** Emits any `change`, with no change of state (for tests of bad input). */
  emitChange(change: WalletStandardChange): this {
    this.#emit(change)
    return this
  }

  /** The next call of `method` is refused by the person (4001). */
  rejectNext(method: WalletStandardTestWalletMethod): this {
    this.#failures.failNext(method, userRejected())
    return this
  }

  /** The next call of `method` throws `error`. */
  failNext(method: WalletStandardTestWalletMethod, error: unknown): this {
    this.#failures.failNext(method, error)
    return this
  }

  /** Every call of `method` throws `error` until `clearFailures`. */
  failAlways(method: WalletStandardTestWalletMethod, error: unknown): this {
    this.#failures.failAlways(method, error)
    return this
  }

  /** Forgets the scripted failures of `method`, or of every method. */
  clearFailures(method?: WalletStandardTestWalletMethod): this {
    this.#failures.clear(method)
    return this
  }

  /** Holds the next call of `method` open (a prompt left on screen) until the test releases or rejects it. */
  holdNext(method: WalletStandardTestWalletMethod): HeldCall {
    return this.#holds.holdNext(method)
  }

  // ── Features ────────────────────────────────────────────────────────────────

  #buildFeatures(): Readonly<Record<IdentifierString, object>> {
    const features: Record<IdentifierString, object> = {
      'standard:connect': { version: '1.0.0', connect: (input?: { readonly silent?: boolean }) => this.#connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => this.#disconnect() },
      'standard:events': { version: '1.0.0', on: (event: string, listener: (change: WalletStandardChange) => void) => this.#on(event, listener) },
      'solana:signMessage': { version: '1.1.0', signMessage: (...inputs: readonly SolanaSignMessageInput[]) => this.#signMessage(inputs) },
      'solana:signIn': { version: '1.0.0', signIn: (...inputs: readonly SolanaSignInInput[]) => this.#signIn(inputs) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
        signTransaction: (...inputs: readonly SolanaSignTransactionInput[]) => this.#signTransaction(inputs),
      },
    }
    if (this.#rpcUrl !== undefined) {
      features['solana:signAndSendTransaction'] = {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
        signAndSendTransaction: (...inputs: readonly SolanaSignAndSendTransactionInput[]) => this.#signAndSendTransaction(inputs),
      }
    }
    return Object.freeze(features)
  }

  async #connect(input: { readonly silent?: boolean } | undefined): Promise<{ readonly accounts: readonly WalletAccount[] }> {
    await this.#begin('connect', input)
    if (!this.#authorized) {
      // A silent connect never prompts: an unknown site simply sees no accounts.
      if (input?.silent) return { accounts: [] }
      await this.#confirm('connect', input)
    }
    this.#expose()
    return { accounts: this.accounts }
  }

  async #disconnect(): Promise<void> {
    await this.#begin('disconnect', undefined)
    const shown = this.accounts.length > 0
    this.#authorized = false
    this.#exposed = false
    this.#accountCache = undefined
    if (shown) this.#emit({ accounts: [] })
  }

  #on(event: string, listener: (change: WalletStandardChange) => void): () => void {
    if (event !== 'change') return () => undefined
    // Wrapped: one function subscribed twice is two subscriptions.
    const subscription = (change: WalletStandardChange): void => listener(change)
    this.#listeners.add(subscription)
    return () => {
      this.#listeners.delete(subscription)
    }
  }

  async #signMessage(inputs: readonly SolanaSignMessageInput[]): Promise<readonly SolanaSignMessageOutput[]> {
    await this.#begin('signMessage', inputs)
    const keys = inputs.map((input) => {
      if (!(input?.message instanceof Uint8Array)) throw invalidInput('message must be a Uint8Array')
      return this.#authorizedKey(input.account)
    })
    await this.#confirm('signMessage', inputs)
    return inputs.map((input, index) => {
      const key = keys[index] as TestWalletKey
      return { signedMessage: Uint8Array.from(input.message), signature: ed25519.sign(input.message, key.seed), signatureType: 'ed25519' as const }
    })
  }

  async #signIn(inputs: readonly SolanaSignInInput[]): Promise<readonly SolanaSignInOutput[]> {
    await this.#begin('signIn', inputs)
    const prepared = inputs.map((input) => {
      const key = input?.address === undefined ? this.#selectedKey() : this.#keys.find((candidate) => candidate.address === input.address)
      if (!key) throw invalidInput(`no account ${String(input?.address)}`)
      const text = createSignInMessageText({ ...input, domain: input?.domain ?? SIGN_IN_DEFAULT_DOMAIN, address: key.address })
      return { key, message: new TextEncoder().encode(text) }
    })
    await this.#confirm('signIn', inputs)
    // Signing in connects: the site is authorized from now on.
    this.#expose()
    return prepared.map(({ key, message }) => ({
      account: this.#accountOf(key),
      signedMessage: message,
      signature: ed25519.sign(message, key.seed),
      signatureType: 'ed25519' as const,
    }))
  }

  async #signTransaction(inputs: readonly SolanaSignTransactionInput[]): Promise<readonly SolanaSignTransactionOutput[]> {
    await this.#begin('signTransaction', inputs)
    const keys = inputs.map((input) => this.#checkTransactionInput(input))
    await this.#confirm('signTransaction', inputs)
    return inputs.map((input, index) => ({ signedTransaction: signWireTransaction(input.transaction, keys[index] as TestWalletKey).bytes }))
  }

  async #signAndSendTransaction(inputs: readonly SolanaSignAndSendTransactionInput[]): Promise<readonly SolanaSignAndSendTransactionOutput[]> {
    await this.#begin('signAndSendTransaction', inputs)
    const keys = inputs.map((input) => this.#checkTransactionInput(input))
    await this.#confirm('signAndSendTransaction', inputs)
    const rpc = createSolanaRpc(this.#rpcUrl ?? '')
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    for (const [index, input] of inputs.entries()) {
      const signed = signWireTransaction(input.transaction, keys[index] as TestWalletKey)
      const wire = getBase64EncodedWireTransaction(getTransactionDecoder().decode(signed.bytes))
      try {
        await rpc
          .sendTransaction(wire, {
            encoding: 'base64',
            preflightCommitment: input.options?.preflightCommitment ?? 'confirmed',
            ...(input.options?.skipPreflight === undefined ? {} : { skipPreflight: input.options.skipPreflight }),
          })
          .send()
      } catch (error) {
        throw asWalletError(error)
      }
      outputs.push({ signature: signed.signature })
    }
    return outputs
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  async #begin(method: WalletStandardTestWalletMethod, params: unknown): Promise<void> {
    this.#requests.push(params === undefined ? { method } : { method, params })
    const gate = this.#holds.reach(method)
    if (gate) await gate
    this.#failures.throwIfScripted(method)
  }

  /** Asks the `confirm` hook, one question at a time, in order; no hook approves. */
  async #confirm(method: WalletStandardTestWalletMethod, params: unknown): Promise<void> {
    const hook = this.#confirmHook
    if (!hook) return
    const request: WalletStandardTestWalletRequest = params === undefined ? { method } : { method, params }
    const answer = this.#asking.then(() => hook(request))
    this.#asking = answer.catch(() => undefined)
    if ((await answer) !== true) throw userRejected()
  }

  #checkTransactionInput(input: SolanaSignTransactionInput): TestWalletKey {
    if (!(input?.transaction instanceof Uint8Array)) throw invalidInput('transaction must be a Uint8Array')
    if (input.chain !== undefined && !this.#chains.includes(input.chain)) throw invalidInput(`the wallet does not serve ${input.chain}`)
    return this.#authorizedKey(input.account)
  }

  #authorizedKey(account: WalletAccount | undefined): TestWalletKey {
    const key = this.#keys.find((candidate) => candidate.address === account?.address)
    if (this.accounts.length === 0 || !key) throw unauthorized(`the account ${String(account?.address)} is not connected`)
    return key
  }

  /** The site is authorized and sees the accounts: a `change` when they were hidden. */
  #expose(): void {
    if (this.#authorized && this.#exposed) return
    this.#authorized = true
    this.#exposed = true
    this.#accountCache = undefined
    this.#emit({ accounts: this.accounts })
  }

  #accountOf(key: TestWalletKey): WalletAccount {
    const account = this.accounts.find((candidate) => candidate.address === key.address)
    if (!account) throw unauthorized(`the account ${key.address} is not connected`)
    return account
  }

  #selectedKey(): TestWalletKey {
    return this.#keys[this.#selected] as TestWalletKey
  }

  #orderedKeys(): readonly TestWalletKey[] {
    const selected = this.#selectedKey()
    return [selected, ...this.#keys.filter((key) => key !== selected)]
  }

  #emit(change: WalletStandardChange): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(change)
      } catch (error) {
        // One listener's fault must not silence the others; it still surfaces.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
}

/** An RPC failure as the wallet reports it: the node's JSON-RPC code, and its logs for a failed preflight. */
function asWalletError(error: unknown): WalletStandardError {
  if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) {
    const logs = (error.context as { readonly logs?: unknown }).logs
    return new WalletStandardError(-32002, 'Transaction simulation failed', { logs: Array.isArray(logs) ? logs : [] })
  }
  const code = isSolanaError(error) ? Number((error.context as { readonly __code?: unknown }).__code) : -32603
  return Object.assign(new WalletStandardError(Number.isInteger(code) ? code : -32603, error instanceof Error ? error.message : String(error)), { cause: error })
}
