import {
  BaseError as ViemBaseError,
  createClient,
  defineChain,
  getAddress,
  hexToBigInt,
  hexToNumber,
  http,
  isAddress,
  isHex,
  type Chain,
  type Client,
  type Hex,
  type HttpTransport,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { sendTransaction } from 'viem/actions'

/** A chain the test wallet knows: where it reads and sends for that chain id. */
export interface TestWalletChain {
  readonly chainId: number
  readonly rpcUrl: string
  readonly name?: string
}

/** How an `Eip1193TestWallet` starts. */
export interface Eip1193TestWalletOptions {
  /** The chains the wallet knows; the first is the current one. */
  readonly chains: readonly TestWalletChain[]
  /** Its accounts, first = selected. Default: anvil's first two accounts. */
  readonly privateKeys?: readonly `0x${string}`[]
  /** Whether `wallet_addEthereumChain` is accepted (else the user "rejects" it, 4001). Default true. */
  readonly canAddChains?: boolean
  /** Whether `wallet_revokePermissions` exists (else 4200). Default true. */
  readonly supportsRevokePermissions?: boolean
  /**
   * The site starts authorized, as a wallet that remembers a site across page loads (so a
   * reload reconnects through `eth_accounts` with no prompt). Default false.
   */
  readonly authorized?: boolean
  /**
   * The person in front of the wallet: asked before every request a real wallet would prompt
   * for, once its parameters are valid and the account is authorized (eth_requestAccounts and
   * wallet_requestPermissions when not yet authorized or locked, personal_sign,
   * eth_signTypedData_v4, eth_sendTransaction, wallet_switchEthereumChain to another known
   * chain, wallet_addEthereumChain of a new chain). `false` rejects the request with 4001; an
   * error thrown by the hook rejects it with that error. Requests are asked one at a time, in
   * order. Default: none (everything is approved at once, as before).
   * @example confirm: (request) => window.confirm(`Allow ${request.method}?`)
   */
  readonly confirm?: (request: TestWalletRequest) => Promise<boolean> | boolean
}

/** One EIP-1193 request as the wallet received it. */
export interface TestWalletRequest {
  readonly method: string
  readonly params?: unknown
}

/** The EIP-1193 provider events. */
export type TestWalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'

/** An event listener, typed loosely as EIP-1193 listeners are. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the EIP-1193 listener signature; each event has its own arguments
export type TestWalletListener = (...args: any[]) => void

/** EIP-6963 provider info (`eip6963:announceProvider` detail.info). */
export interface TestWalletInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** Where `announce` dispatches: a `window`, or any EventTarget. */
export interface TestWalletAnnounceTarget {
  dispatchEvent(event: Event): boolean
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
}

/** A provider error as EIP-1193 defines it: an Error with a numeric `code`, a `message` and optional `data`. */
class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

type Script = { readonly method: string | undefined; readonly error: ProviderRpcError }

// Anvil's first two default accounts (mnemonic "test test … junk"); tests/support/anvil.ts holds the same keys.
const DEFAULT_PRIVATE_KEYS: readonly Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
]

const DEFAULT_INFO = {
  name: 'Walletport Test Wallet',
  rdns: 'dev.walletport.testwallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#3b5bdb"/><path d="M22 34h52v32H22z" fill="#fff"/><circle cx="64" cy="50" r="5" fill="#3b5bdb"/></svg>',
  )}`,
} as const

const USER_REJECTED = 4001
const UNAUTHORIZED = 4100
const UNSUPPORTED_METHOD = 4200
const DISCONNECTED = 4900
const UNRECOGNIZED_CHAIN = 4902
const INVALID_PARAMS = -32602
const INVALID_REQUEST = -32600
const INTERNAL_ERROR = -32603

/** Methods a real wallet answers itself or refuses; everything else goes to the chain's node. */
const UNSUPPORTED_LOCAL = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3'])

/**
 * A real EIP-1193 wallet for tests: it keeps the state a wallet keeps (authorization, lock,
 * selected account, current chain), signs with viem local accounts, sends signed transactions to
 * the current chain's node, forwards reads there, emits the standard events and can announce
 * itself through EIP-6963. Events follow what a site can see: accountsChanged whenever the
 * eth_accounts answer changes (connect included), chainChanged when the chain does.
 * eth_requestAccounts on a locked wallet is the user unlocking and approving.
 * `wallet_addEthereumChain` only adds a chain; it never switches to it (EIP-3085 lets wallets choose).
 * A listener that throws does not stop the others; its error is rethrown in a microtask.
 * @example const wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }] })
 */
export class Eip1193TestWallet {
  readonly #chains = new Map<number, TestWalletChain>()
  readonly #clients = new Map<number, Client<HttpTransport, Chain>>()
  readonly #accounts: readonly PrivateKeyAccount[]
  readonly #canAddChains: boolean
  readonly #supportsRevoke: boolean
  readonly #confirmHook: ((request: TestWalletRequest) => Promise<boolean> | boolean) | undefined
  #asking: Promise<unknown> = Promise.resolve()
  readonly #listeners = new Map<string, Set<TestWalletListener>>()
  readonly #requests: TestWalletRequest[] = []
  #scripts: readonly Script[] = []
  #selected = 0
  #chainId: number
  #authorized = false
  #locked = false
  #gone = false
  #uuid: string | undefined
  #sending: Promise<unknown> = Promise.resolve()
  #nextRpcId = 1

  constructor(options: Eip1193TestWalletOptions) {
    const [current] = options.chains
    if (!current) throw new TypeError('Eip1193TestWallet: give at least one chain')
    for (const chain of options.chains) this.#chains.set(chain.chainId, chain)
    this.#chainId = current.chainId
    const keys = options.privateKeys ?? DEFAULT_PRIVATE_KEYS
    if (keys.length === 0) throw new TypeError('Eip1193TestWallet: give at least one private key')
    this.#accounts = keys.map((key) => privateKeyToAccount(key))
    this.#canAddChains = options.canAddChains ?? true
    this.#supportsRevoke = options.supportsRevokePermissions ?? true
    this.#authorized = options.authorized ?? false
    this.#confirmHook = options.confirm
  }

  // ── EIP-1193 ────────────────────────────────────────────────────────────────

  /** Answers one EIP-1193 request; it is recorded in `requests` before anything else happens. */
  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    const method = (args as { method?: unknown } | null)?.method
    if (typeof method !== 'string' || method === '') {
      this.#requests.push({ method: String(method), params: args?.params })
      throw new ProviderRpcError(INVALID_REQUEST, 'Invalid request: method must be a non-empty string.')
    }
    this.#requests.push(args.params === undefined ? { method } : { method, params: args.params })
    if (this.#gone) throw new ProviderRpcError(DISCONNECTED, 'Disconnected: the wallet is no longer available.')
    const script = this.#scripts.find((candidate) => candidate.method === undefined || candidate.method === method)
    if (script) {
      this.#scripts = this.#scripts.filter((candidate) => candidate !== script)
      throw script.error
    }
    return this.#answer(method, args.params)
  }

  /** Adds an event listener (EIP-1193 `on`). */
  on(event: TestWalletEvent, listener: TestWalletListener): this {
    const listeners = this.#listeners.get(event) ?? new Set()
    listeners.add(listener)
    this.#listeners.set(event, listeners)
    return this
  }

  /** Removes an event listener (EIP-1193 `removeListener`). */
  removeListener(event: TestWalletEvent, listener: TestWalletListener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  // ── What a test reads ───────────────────────────────────────────────────────

  /** Every request received, in order (prompts included, answered or not). */
  get requests(): readonly TestWalletRequest[] {
    return [...this.#requests]
  }

  /** The selected account (checksummed). */
  get address(): `0x${string}` {
    return this.#orderedAccounts()[0]?.address ?? this.#fail('no account')
  }

  /** All accounts, selected first (checksummed), whether or not the site may see them. */
  get addresses(): readonly `0x${string}`[] {
    return this.#orderedAccounts().map((account) => account.address)
  }

  /** The current chain id. */
  get chainId(): number {
    return this.#chainId
  }

  /** Whether the site is authorized (by eth_requestAccounts / wallet_requestPermissions, until revoked). */
  get isAuthorized(): boolean {
    return this.#authorized
  }

  /** Whether the wallet is locked (`lock()`). */
  get isLocked(): boolean {
    return this.#locked
  }

  /** The chain ids the wallet knows, in the order it learnt them. */
  get knownChainIds(): readonly number[] {
    return [...this.#chains.keys()]
  }

  /** Forgets the recorded requests (e.g. to count the prompts of one phase). */
  clearRequests(): this {
    this.#requests.length = 0
    return this
  }

  // ── What a test scripts (the person in front of the wallet) ─────────────────

  /** The next request (of `method`, or any) is rejected by the user: 4001. */
  rejectNext(method?: string): this {
    this.#scripts = [...this.#scripts, { method, error: new ProviderRpcError(USER_REJECTED, 'User rejected the request.') }]
    return this
  }

  /** The next request of `method` fails with `error`. */
  failNext(method: string, error: { code: number; message: string; data?: unknown }): this {
    this.#scripts = [...this.#scripts, { method, error: new ProviderRpcError(error.code, error.message, error.data) }]
    return this
  }

  /** Locks the wallet: eth_accounts answers [] (accountsChanged([]) when the site could see accounts). */
  lock(): this {
    return this.#change(() => {
      this.#locked = true
    })
  }

  /** Unlocks the wallet: an authorized site sees its accounts again (accountsChanged). */
  unlock(): this {
    return this.#change(() => {
      this.#locked = false
    })
  }

  /** Selects account `index` (of the private keys given): accountsChanged([selected, ...others]). */
  switchAccount(index: number): this {
    if (!Number.isInteger(index) || index < 0 || index >= this.#accounts.length) {
      throw new RangeError(`Eip1193TestWallet: no account ${index} (it has ${this.#accounts.length})`)
    }
    return this.#change(() => {
      this.#selected = index
    })
  }

  /** The user switches chain in the wallet's own UI: chainChanged(hex). The chain must be known. */
  switchChainFromWallet(chainId: number): this {
    if (!this.#chains.has(chainId)) throw new RangeError(`Eip1193TestWallet: chain ${chainId} is not known to the wallet`)
    return this.#change(() => {
      this.#chainId = chainId
    })
  }

  /** The extension goes away mid-session: disconnect({ code: 4900 }); every later request rejects with 4900. */
  disappear(): this {
    if (this.#gone) return this
    this.#gone = true
    this.#emit('disconnect', new ProviderRpcError(DISCONNECTED, 'Disconnected: the wallet is no longer available.'))
    return this
  }

  /** Emits any event with any arguments, with no change of state (for tests of bad input). */
  emitRaw(event: string, ...args: unknown[]): this {
    this.#emit(event, ...args)
    return this
  }

  /**
   * Announces the wallet through EIP-6963 on `target` now and on every `eip6963:requestProvider`
   * (until the returned stop is called, or the wallet has disappeared). The uuid is one per wallet;
   * fields given in `info` replace the defaults, even with `undefined` (for malformed announcements).
   * @example const stop = wallet.announce(window, { name: 'Other Wallet' })
   */
  announce(target: TestWalletAnnounceTarget, info: Partial<TestWalletInfo> = {}): () => void {
    this.#uuid ??= randomUuid()
    const detail = Object.freeze({ info: Object.freeze({ uuid: this.#uuid, ...DEFAULT_INFO, ...info }), provider: this })
    // The event must come from the target's own realm (a jsdom window refuses foreign events).
    const EventClass = (target as { CustomEvent?: typeof CustomEvent }).CustomEvent ?? globalThis.CustomEvent
    const dispatch = (): void => {
      if (!this.#gone) target.dispatchEvent(new EventClass('eip6963:announceProvider', { detail }))
    }
    target.addEventListener('eip6963:requestProvider', dispatch)
    dispatch()
    return () => target.removeEventListener('eip6963:requestProvider', dispatch)
  }

  // ── Requests ────────────────────────────────────────────────────────────────

  async #answer(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        if (!this.#authorized || this.#locked) await this.#confirm(method, params)
        this.#change(() => {
          this.#authorized = true
          this.#locked = false
        })
        return this.#visibleAddresses()
      case 'eth_accounts':
        return this.#visibleAddresses()
      case 'eth_chainId':
        return toHexChainId(this.#chainId)
      case 'net_version':
        return String(this.#chainId)
      case 'personal_sign':
        return this.#personalSign(params)
      case 'eth_signTypedData_v4':
        return this.#signTypedData(params)
      case 'eth_sendTransaction':
        return this.#sendTransaction(params)
      case 'wallet_switchEthereumChain':
        return this.#switchChain(params)
      case 'wallet_addEthereumChain':
        return this.#addChain(params)
      case 'wallet_requestPermissions':
        return this.#requestPermissions(params)
      case 'wallet_getPermissions':
        return this.#permissions()
      case 'wallet_revokePermissions':
        return this.#revokePermissions(params)
      default:
        if (method.startsWith('wallet_') || UNSUPPORTED_LOCAL.has(method)) {
          throw new ProviderRpcError(UNSUPPORTED_METHOD, `The wallet does not support ${method}.`)
        }
        return this.#forward(method, params)
    }
  }

  async #personalSign(params: unknown): Promise<Hex> {
    const [message, address] = positional(params, 2)
    if (typeof message !== 'string') throw invalidParams('personal_sign: the message must be a string')
    const account = this.#authorizedAccount(address)
    await this.#confirm('personal_sign', params)
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }

  async #signTypedData(params: unknown): Promise<Hex> {
    const [address, data] = positional(params, 2)
    const account = this.#authorizedAccount(address)
    let typedData: unknown
    try {
      typedData = typeof data === 'string' ? JSON.parse(data) : data
    } catch {
      throw invalidParams('eth_signTypedData_v4: the typed data is not valid JSON')
    }
    if (!isRecord(typedData) || !isRecord(typedData.types) || typeof typedData.primaryType !== 'string') {
      throw invalidParams('eth_signTypedData_v4: the typed data needs types and primaryType')
    }
    await this.#confirm('eth_signTypedData_v4', params)
    try {
      return await account.signTypedData(typedData as unknown as TypedDataDefinition)
    } catch (error) {
      throw invalidParams(`eth_signTypedData_v4: ${errorMessage(error)}`)
    }
  }

  async #sendTransaction(params: unknown): Promise<Hex> {
    const [transaction] = positional(params, 1)
    if (!isRecord(transaction)) throw invalidParams('eth_sendTransaction: the transaction must be an object')
    const account = this.#authorizedAccount(transaction.from)
    if (transaction.chainId !== undefined && quantity(transaction.chainId, 'chainId') !== BigInt(this.#chainId)) {
      throw invalidParams(`eth_sendTransaction: chainId ${String(transaction.chainId)} is not the current chain ${toHexChainId(this.#chainId)}`)
    }
    await this.#confirm('eth_sendTransaction', params)
    const client = this.#client(this.#chainId)
    const request = {
      account,
      chain: client.chain,
      to: transaction.to === undefined || transaction.to === null ? undefined : address(transaction.to, 'to'),
      data: optionalHex(transaction.data ?? transaction.input, 'data'),
      value: optionalQuantity(transaction.value, 'value'),
      gas: optionalQuantity(transaction.gas, 'gas'),
      nonce: transaction.nonce === undefined || transaction.nonce === null ? undefined : Number(quantity(transaction.nonce, 'nonce')),
      ...fees(transaction),
    }
    // One send at a time, as a wallet's nonce tracker would: concurrent sends get consecutive nonces.
    const sent = this.#sending.then(() => sendTransaction(client, request))
    this.#sending = sent.catch(() => undefined)
    try {
      return await sent
    } catch (error) {
      throw fromViemError(error)
    }
  }

  async #switchChain(params: unknown): Promise<null> {
    const [parameter] = positional(params, 1)
    const chainId = chainIdParameter(isRecord(parameter) ? parameter.chainId : undefined, 'wallet_switchEthereumChain')
    if (!this.#chains.has(chainId)) {
      throw new ProviderRpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ID "${toHexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`)
    }
    if (chainId !== this.#chainId) await this.#confirm('wallet_switchEthereumChain', params)
    this.#change(() => {
      this.#chainId = chainId
    })
    return null
  }

  async #addChain(params: unknown): Promise<null> {
    const [parameter] = positional(params, 1)
    if (!isRecord(parameter)) throw invalidParams('wallet_addEthereumChain: expected [{ chainId, chainName, rpcUrls, nativeCurrency }]')
    const chainId = chainIdParameter(parameter.chainId, 'wallet_addEthereumChain')
    const { chainName, rpcUrls, nativeCurrency } = parameter
    if (typeof chainName !== 'string' || chainName.trim() === '') throw invalidParams('wallet_addEthereumChain: chainName must be a non-empty string')
    if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || !rpcUrls.every(isHttpUrl)) {
      throw invalidParams('wallet_addEthereumChain: rpcUrls must be a non-empty array of http(s) URLs')
    }
    if (nativeCurrency !== undefined && !isNativeCurrency(nativeCurrency)) {
      throw invalidParams('wallet_addEthereumChain: nativeCurrency must be { name, symbol, decimals }')
    }
    if (!this.#canAddChains) throw new ProviderRpcError(USER_REJECTED, 'User rejected the request.')
    // A chain the wallet already has keeps its own RPC URL (wallets do not let a site overwrite it).
    if (this.#chains.has(chainId)) return null
    await this.#confirm('wallet_addEthereumChain', params)
    this.#chains.set(chainId, { chainId, rpcUrl: rpcUrls[0] as string, name: chainName })
    return null
  }

  async #requestPermissions(params: unknown): Promise<readonly object[]> {
    const [parameter] = positional(params, 1)
    if (!isRecord(parameter) || !('eth_accounts' in parameter)) throw invalidParams('wallet_requestPermissions: only eth_accounts is supported')
    if (!this.#authorized || this.#locked) await this.#confirm('wallet_requestPermissions', params)
    this.#change(() => {
      this.#authorized = true
      this.#locked = false
    })
    return this.#permissions()
  }

  #permissions(): readonly object[] {
    if (!this.#authorized) return []
    return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: this.addresses }] }]
  }

  #revokePermissions(params: unknown): null {
    if (!this.#supportsRevoke) throw new ProviderRpcError(UNSUPPORTED_METHOD, 'The wallet does not support wallet_revokePermissions.')
    const [parameter] = positional(params, 1)
    if (!isRecord(parameter) || !('eth_accounts' in parameter)) throw invalidParams('wallet_revokePermissions: expected [{ eth_accounts: {} }]')
    this.#change(() => {
      this.#authorized = false
    })
    return null
  }

  async #forward(method: string, params: unknown): Promise<unknown> {
    const chain = this.#chains.get(this.#chainId) ?? this.#fail(`chain ${this.#chainId} vanished`)
    let answer: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    try {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: this.#nextRpcId++, method, params: params ?? [] }),
      })
      answer = (await response.json()) as typeof answer
    } catch (cause) {
      throw new ProviderRpcError(INTERNAL_ERROR, `Internal JSON-RPC error: ${chain.rpcUrl} did not answer (${errorMessage(cause)}).`)
    }
    if (answer.error) {
      const { code, message, data } = answer.error
      throw new ProviderRpcError(typeof code === 'number' ? code : INTERNAL_ERROR, typeof message === 'string' ? message : 'Internal JSON-RPC error.', data)
    }
    return answer.result ?? null
  }

  /** Asks the `confirm` hook (one question at a time, in order); a refusal is the user's 4001. */
  async #confirm(method: string, params: unknown): Promise<void> {
    const hook = this.#confirmHook
    if (!hook) return
    const request: TestWalletRequest = params === undefined ? { method } : { method, params }
    const answer = this.#asking.then(() => hook(request))
    this.#asking = answer.catch(() => undefined)
    if ((await answer) !== true) throw new ProviderRpcError(USER_REJECTED, 'User rejected the request.')
  }

  // ── State ───────────────────────────────────────────────────────────────────

  /** Applies a change of state and emits what a site would observe: accountsChanged and/or chainChanged. */
  #change(mutate: () => void): this {
    const accountsBefore = this.#visibleAddresses()
    const chainBefore = this.#chainId
    mutate()
    const accountsAfter = this.#visibleAddresses()
    if (accountsAfter.join() !== accountsBefore.join()) this.#emit('accountsChanged', accountsAfter)
    if (this.#chainId !== chainBefore) this.#emit('chainChanged', toHexChainId(this.#chainId))
    return this
  }

  #orderedAccounts(): readonly PrivateKeyAccount[] {
    const selected = this.#accounts[this.#selected]
    return selected ? [selected, ...this.#accounts.filter((account) => account !== selected)] : this.#accounts
  }

  /** What eth_accounts shows the site: every account, selected first, once authorized and unlocked. */
  #visibleAddresses(): `0x${string}`[] {
    return this.#authorized && !this.#locked ? this.#orderedAccounts().map((account) => account.address) : []
  }

  /** The account behind `value` if the site may use it: -32602 for no address, 4100 for one not authorized (unknown, or the wallet locked). */
  #authorizedAccount(value: unknown): PrivateKeyAccount {
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw invalidParams(`expected an address, got ${JSON.stringify(value)}`)
    const wanted = value.toLowerCase()
    const account = this.#authorized && !this.#locked ? this.#accounts.find((candidate) => candidate.address.toLowerCase() === wanted) : undefined
    if (!account) throw new ProviderRpcError(UNAUTHORIZED, `The requested account and/or method has not been authorized by the user (${value}).`)
    return account
  }

  #client(chainId: number): Client<HttpTransport, Chain> {
    const cached = this.#clients.get(chainId)
    if (cached) return cached
    const known = this.#chains.get(chainId) ?? this.#fail(`chain ${chainId} is not known`)
    const chain = defineChain({
      id: chainId,
      name: known.name ?? `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [known.rpcUrl] } },
    })
    // No retries: a failing node should fail the request at once, not after back-off sleeps.
    const client = createClient({ chain, transport: http(known.rpcUrl, { retryCount: 0 }) })
    this.#clients.set(chainId, client)
    return client
  }

  #emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        // Like a real provider's safe emitter: one failing listener neither stops the others nor the wallet.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  #fail(message: string): never {
    throw new Error(`Eip1193TestWallet: ${message}`)
  }
}

/** A v4 uuid; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID()
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(INVALID_PARAMS, `Invalid params: ${message}.`)
}

/** The first `count` positional params (EIP-1474 params are an array). */
function positional(params: unknown, count: number): unknown[] {
  if (!Array.isArray(params) || params.length < count) throw invalidParams(`expected an array of ${count} parameter(s)`)
  return params
}

/** A chain id as EIP-3085/3326 want it: a hex string without leading zeros, at most MAX_SAFE_INTEGER. */
function chainIdParameter(value: unknown, method: string): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value) || hexToBigInt(value as Hex) > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw invalidParams(`${method}: chainId must be a hex string without leading zeros (got ${JSON.stringify(value)})`)
  }
  return hexToNumber(value as Hex)
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

function isNativeCurrency(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.symbol === 'string' &&
    typeof value.decimals === 'number' &&
    Number.isInteger(value.decimals) &&
    value.decimals >= 0
  )
}

function address(value: unknown, field: string): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw invalidParams(`eth_sendTransaction: ${field} must be an address`)
  return getAddress(value)
}

function quantity(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) throw invalidParams(`eth_sendTransaction: ${field} must be a hex quantity`)
  return hexToBigInt(value as Hex)
}

function optionalQuantity(value: unknown, field: string): bigint | undefined {
  return value === undefined || value === null ? undefined : quantity(value, field)
}

function optionalHex(value: unknown, field: string): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`eth_sendTransaction: ${field} must be hex data`)
  return value
}

/** Legacy gasPrice or EIP-1559 fees, whichever the site gave; none lets viem estimate. */
function fees(transaction: Record<string, unknown>): { gasPrice: bigint } | { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } {
  const gasPrice = optionalQuantity(transaction.gasPrice, 'gasPrice')
  if (gasPrice !== undefined) return { gasPrice }
  const maxFeePerGas = optionalQuantity(transaction.maxFeePerGas, 'maxFeePerGas')
  const maxPriorityFeePerGas = optionalQuantity(transaction.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  return {
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof ViemBaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

/** A viem failure as a provider error, keeping the node's own code (e.g. -32003 insufficient funds) when there is one. */
function fromViemError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const withCode = error instanceof ViemBaseError ? error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') : undefined
  const { code, data } = (withCode ?? {}) as { code?: number; data?: unknown }
  return new ProviderRpcError(code ?? INTERNAL_ERROR, errorMessage(error), data)
}
