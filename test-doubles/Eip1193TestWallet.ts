import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { announceTestWallet, randomUuid, type TestWalletAnnounceTarget, type TestWalletInfo } from './testWallet/announceTestWallet.js'
import { answerRequest, type TestWalletParts } from './testWallet/answerRequest.js'
import { disconnected, ProviderRpcError, RPC_ERROR } from './testWallet/ProviderRpcError.js'
import { RequestScript } from './testWallet/RequestScript.js'
import { TestWalletNodes } from './testWallet/TestWalletNodes.js'
import { TestWalletSigner } from './testWallet/TestWalletSigner.js'
import { TestWalletCalls, type TestWalletAtomicBatching } from './testWallet/walletCalls.js'
import type { TestWalletAssets } from './testWallet/walletAssets.js'
import { TestWalletState, type TestWalletChain, type TestWalletEvent, type TestWalletListener, type TestWalletRequest } from './testWallet/TestWalletState.js'
import { UserConfirmation } from './testWallet/UserConfirmation.js'

export type { TestWalletAnnounceTarget, TestWalletInfo } from './testWallet/announceTestWallet.js'
export type { TestWalletAtomicBatching } from './testWallet/walletCalls.js'
export type { TestWalletAsset, TestWalletAssets, TestWalletTrackedToken } from './testWallet/walletAssets.js'
export type { TestWalletChain, TestWalletEvent, TestWalletListener, TestWalletRequest } from './testWallet/TestWalletState.js'

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
   * order. Default: none (everything is approved at once).
   * @example confirm: (request) => window.confirm(`Allow ${request.method}?`)
   */
  readonly confirm?: (request: TestWalletRequest) => Promise<boolean> | boolean
  /**
   * EIP-7702 atomic batching with the BatchExecutor at `executor` (`deployBatchExecutor`): on
   * those chains `wallet_getCapabilities` answers `atomic: supported` and every
   * `wallet_sendCalls` bundle is one type-4 transaction from the account to itself, delegated
   * to the executor (authorized on the first bundle). Default: none (`atomic: unsupported`).
   * @example atomicBatching: { executor: await deployBatchExecutor({ rpcUrl, deployerKey }) }
   */
  readonly atomicBatching?: TestWalletAtomicBatching
  /**
   * EIP-7811 asset discovery: `wallet_getAssets` answers the account's non-zero native balance
   * and these ERC-20s per chain, read from the chains now, and `wallet_getCapabilities` reports
   * `assetDiscovery: { supported: true }`. Default: none (wallet_getAssets is 4200).
   * @example assets: { tokens: { 31337: [{ address: dusd, price: 1 }] }, nativePrice: 2500 }
   */
  readonly assets?: TestWalletAssets
}

// Anvil's first two default accounts (mnemonic "test test … junk"); tests/support/anvil.ts holds the same keys.
const DEFAULT_PRIVATE_KEYS: readonly Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
]

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
  readonly #state: TestWalletState
  readonly #parts: TestWalletParts
  readonly #script = new RequestScript()
  readonly #requests: TestWalletRequest[] = []
  #uuid: string | undefined

  constructor(options: Eip1193TestWalletOptions) {
    if (options.chains.length === 0) throw new TypeError('Eip1193TestWallet: give at least one chain')
    const keys = options.privateKeys ?? DEFAULT_PRIVATE_KEYS
    if (keys.length === 0) throw new TypeError('Eip1193TestWallet: give at least one private key')
    const state = new TestWalletState(options.chains, keys.map((key) => privateKeyToAccount(key)), options.authorized ?? false)
    const user = new UserConfirmation(options.confirm)
    const nodes = new TestWalletNodes(state)
    this.#state = state
    const signer = new TestWalletSigner(state, user, nodes)
    this.#parts = {
      state,
      user,
      nodes,
      signer,
      calls: new TestWalletCalls({ state, user, signer, nodes, atomicBatching: options.atomicBatching, assetDiscovery: options.assets !== undefined }),
      assets: options.assets,
      canAddChains: options.canAddChains ?? true,
      supportsRevoke: options.supportsRevokePermissions ?? true,
    }
  }

  // ── EIP-1193 ────────────────────────────────────────────────────────────────

  /** Answers one EIP-1193 request; it is recorded in `requests` before anything else happens. */
  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    const method = (args as { method?: unknown } | null)?.method
    if (typeof method !== 'string' || method === '') {
      this.#requests.push({ method: String(method), params: args?.params })
      throw new ProviderRpcError(RPC_ERROR.invalidRequest, 'Invalid request: method must be a non-empty string.')
    }
    this.#requests.push(args.params === undefined ? { method } : { method, params: args.params })
    if (this.#state.gone) throw disconnected()
    const scripted = this.#script.take(method)
    if (scripted) throw scripted
    return answerRequest(this.#parts, method, args.params)
  }

  /** Adds an event listener (EIP-1193 `on`). */
  on(event: TestWalletEvent, listener: TestWalletListener): this {
    this.#state.on(event, listener)
    return this
  }

  /** Removes an event listener (EIP-1193 `removeListener`). */
  removeListener(event: TestWalletEvent, listener: TestWalletListener): this {
    this.#state.off(event, listener)
    return this
  }

  // ── What a test reads ───────────────────────────────────────────────────────

  /** How many listeners are subscribed to `event`, or to any event (a site that cleaned up leaves none). */
  listenerCount(event?: TestWalletEvent): number {
    return this.#state.listenerCount(event)
  }

  /** Every request received, in order (prompts included, answered or not). */
  get requests(): readonly TestWalletRequest[] {
    return [...this.#requests]
  }

  /** The selected account (checksummed). */
  get address(): `0x${string}` {
    const selected = this.#state.orderedAccounts()[0]
    if (!selected) throw new Error('Eip1193TestWallet: no account')
    return selected.address
  }

  /** All accounts, selected first (checksummed), whether or not the site may see them. */
  get addresses(): readonly `0x${string}`[] {
    return this.#state.orderedAccounts().map((account) => account.address)
  }

  /** The current chain id. */
  get chainId(): number {
    return this.#state.chainId
  }

  /** Whether the site is authorized (by eth_requestAccounts / wallet_requestPermissions, until revoked). */
  get isAuthorized(): boolean {
    return this.#state.authorized
  }

  /** Whether the wallet is locked (`lock()`). */
  get isLocked(): boolean {
    return this.#state.locked
  }

  /** The chain ids the wallet knows, in the order it learnt them. */
  get knownChainIds(): readonly number[] {
    return [...this.#state.chains.keys()]
  }

  /** Forgets the recorded requests (e.g. to count the prompts of one phase). */
  clearRequests(): this {
    this.#requests.length = 0
    return this
  }

  // ── What a test scripts (the person in front of the wallet) ─────────────────

  /** The next request (of `method`, or any) is rejected by the user: 4001. */
  rejectNext(method?: string): this {
    this.#script.rejectNext(method)
    return this
  }

  /** The next request of `method` fails with `error`. */
  failNext(method: string, error: { code: number; message: string; data?: unknown }): this {
    this.#script.failNext(method, error)
    return this
  }

  /** Locks the wallet: eth_accounts answers [] (accountsChanged([]) when the site could see accounts). */
  lock(): this {
    return this.#change((state) => {
      state.locked = true
    })
  }

  /** Unlocks the wallet: an authorized site sees its accounts again (accountsChanged). */
  unlock(): this {
    return this.#change((state) => {
      state.locked = false
    })
  }

  /** Selects account `index` (of the private keys given): accountsChanged([selected, ...others]). */
  switchAccount(index: number): this {
    const count = this.#state.accounts.length
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      throw new RangeError(`Eip1193TestWallet: no account ${index} (it has ${count})`)
    }
    return this.#change((state) => {
      state.selected = index
    })
  }

  /** The user switches chain in the wallet's own UI: chainChanged(hex). The chain must be known. */
  switchChainFromWallet(chainId: number): this {
    if (!this.#state.chains.has(chainId)) throw new RangeError(`Eip1193TestWallet: chain ${chainId} is not known to the wallet`)
    return this.#change((state) => {
      state.chainId = chainId
    })
  }

  /** The extension goes away mid-session: disconnect({ code: 4900 }); every later request rejects with 4900. */
  disappear(): this {
    if (this.#state.gone) return this
    this.#state.gone = true
    this.#state.emit('disconnect', disconnected())
    return this
  }

  /** Emits any event with any arguments, with no change of state (for tests of bad input). */
  emitRaw(event: string, ...args: unknown[]): this {
    this.#state.emit(event, ...args)
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
    return announceTestWallet(target, this, this.#uuid, info, () => this.#state.gone)
  }

  #change(mutate: (state: TestWalletState) => void): this {
    this.#state.change(() => mutate(this.#state))
    return this
  }
}
