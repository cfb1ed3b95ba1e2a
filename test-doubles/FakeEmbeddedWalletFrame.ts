import { FRAME_READY_DELAY_MS } from '../core/embedded/frameDefaults.js'
import { AbortedError } from '../core/errors/AbortedError.js'
import { BaseError } from '../core/errors/BaseError.js'
import { FrameError } from '../core/embedded/FrameError.js'
import type { AccountType, AuthUser } from '../core/account/Account.js'
import type { Clock } from '../ports/Clock.js'
import type { EmbeddedWalletFrame, FrameEvent, FrameRequest, FrameRequestType } from '../ports/EmbeddedWalletFrame.js'
import { sleep } from '../core/timing/sleep.js'
import { FakeChainAdapter } from './FakeChainAdapter.js'
import { fakeHex } from './fakeHex.js'

/** Answers one request type: return the success payload, throw to send an error reply (its message). */
export type FrameRequestHandler = (payload: unknown, request: FrameRequest) => unknown

/** A reply held back by `holdNext`, as if the frame had not answered yet. */
export interface HeldReply {
  /** Sends the success reply. */
  reply(payload?: unknown): void
  /** Sends the error reply (FrameError 'An error occurred' when `message` is empty). */
  replyError(message?: string): void
  /** True once a request has reached the hold. */
  readonly reached: boolean
  /** Resolves when a request reaches the hold. */
  readonly whenReached: Promise<void>
}

/** How the fake frame starts. */
export interface FakeEmbeddedWalletFrameOptions {
  /** The signed-in user; default none (signed out). `FAKE_EMBEDDED_USER` is a ready one. */
  readonly user?: AuthUser
  /** The one-time code that `CONNECT_OTP` and the email-update OTPs accept. Default '123456'. */
  readonly otp?: string
  /** The chain the frame's wallet is on. Default 1, or the user's chain. */
  readonly chainId?: number | string
  /** What `GET_SMART_ACCOUNT_ENABLED_NETWORKS` answers. Default []. */
  readonly smartAccountEnabledNetworks?: readonly number[]
  /** With a clock, `load` waits the ready delay and `timeoutMs` is honoured (virtual time). */
  readonly clock?: Clock
  /** Delay after READY before `load` resolves, on `clock`. Default FRAME_READY_DELAY_MS (500). */
  readonly readyDelayMs?: number
}

/** The one-time code the fake frame accepts unless told otherwise. */
export const FAKE_OTP = '123456'

/** A signed-in embedded-wallet user: an EOA plus its smart account on chain 1. */
export const FAKE_EMBEDDED_USER: AuthUser = userFor({ email: 'visitor@example.com' }, 1)

type ScriptedReply =
  | { readonly kind: 'reply'; readonly payload: unknown }
  | { readonly kind: 'error'; readonly message: string | undefined }
  | { readonly kind: 'hold'; readonly answer: Promise<Answer>; readonly markReached: () => void }

type Answer = { readonly ok: true; readonly payload: unknown } | { readonly ok: false; readonly message: string | undefined }

/**
 * The embedded-wallet frame in memory: `load` emits READY, each request type has a default
 * handler playing a fake embedded wallet (email + OTP login, user, chain, RPC), and a test can
 * replace, fail or hold replies. Records requests; `destroy` rejects pending ones.
 * @example const frame = new FakeEmbeddedWalletFrame({ user: FAKE_EMBEDDED_USER })
 */
export class FakeEmbeddedWalletFrame implements EmbeddedWalletFrame {
  #user: AuthUser | undefined
  #chainId: number | string
  #pendingEmail: string | undefined
  #pendingNewEmail: string | undefined
  #loading: Promise<void> | undefined
  #loaded = false
  #destroyed = false
  #nextLoadFailure: { readonly error: unknown } | undefined
  readonly #otp: string
  readonly #smartAccountEnabledNetworks: readonly number[]
  readonly #clock: Clock | undefined
  readonly #readyDelayMs: number
  readonly #listeners = new Set<(event: FrameEvent) => void>()
  readonly #handlers = new Map<FrameRequestType, FrameRequestHandler>()
  readonly #scripted = new Map<FrameRequestType, ScriptedReply[]>()
  /** Pending requests: how to fail each, and whether it is an RPC request (for the abort text). */
  readonly #pending = new Map<(error: unknown) => void, boolean>()
  readonly #requests: FrameRequest[] = []

  constructor(options: FakeEmbeddedWalletFrameOptions = {}) {
    this.#user = options.user
    this.#chainId = options.chainId ?? options.user?.chainId ?? 1
    this.#otp = options.otp ?? FAKE_OTP
    this.#smartAccountEnabledNetworks = options.smartAccountEnabledNetworks ?? []
    this.#clock = options.clock
    this.#readyDelayMs = options.readyDelayMs ?? FRAME_READY_DELAY_MS
  }

  // ── EmbeddedWalletFrame ─────────────────────────────────────────────────────

  /** Emits READY once, then (with a clock) waits the ready delay. Later calls share the first load. */
  load(options: { readonly signal?: AbortSignal } = {}): Promise<void> {
    if (this.#destroyed) return Promise.reject(new FrameError({ kind: 'loadFailed' }, { details: { reason: 'destroyed' } }))
    if (this.#nextLoadFailure) {
      const { error } = this.#nextLoadFailure
      this.#nextLoadFailure = undefined
      return Promise.reject(error)
    }
    if (options.signal?.aborted) return Promise.reject(new AbortedError({ cause: options.signal.reason }))
    this.#loading ??= this.#startLoading(options.signal)
    return this.#loading
  }

  /**
   * Answers after a microtask. Before `load` it rejects (a frame that is not there cannot
   * answer). Error replies, aborts and (with a clock) timeouts reject with a FrameError.
   */
  async request(
    request: FrameRequest,
    options: { readonly signal?: AbortSignal; readonly timeoutMs?: number } = {},
  ): Promise<unknown> {
    const rpc = request.type === 'RPC_REQUEST'
    if (this.#destroyed) throw new FrameError({ kind: 'aborted', rpc }, { details: { type: request.type, reason: 'destroyed' } })
    if (!this.#loaded) {
      throw new BaseError(`FakeEmbeddedWalletFrame got ${request.type} before load() resolved`, { details: { type: request.type } })
    }
    this.#requests.push(request)
    const { signal, timeoutMs } = options
    if (signal?.aborted) throw new FrameError({ kind: 'aborted', rpc }, { cause: signal.reason, details: { type: request.type } })

    return new Promise<unknown>((resolve, reject) => {
      let timer: ReturnType<Clock['setTimeout']> | undefined
      const settle = (outcome: () => void): void => {
        if (!this.#pending.delete(fail)) return
        signal?.removeEventListener('abort', onAbort)
        if (timer !== undefined) this.#clock?.clearTimeout(timer)
        outcome()
      }
      const fail = (error: unknown): void => settle(() => reject(error))
      const onAbort = (): void => fail(new FrameError({ kind: 'aborted', rpc }, { cause: signal?.reason, details: { type: request.type } }))
      this.#pending.set(fail, rpc)
      signal?.addEventListener('abort', onAbort, { once: true })
      if (this.#clock && timeoutMs !== undefined) {
        timer = this.#clock.setTimeout(
          () => fail(new FrameError({ kind: 'requestTimeout' }, { details: { type: request.type, timeoutMs } })),
          timeoutMs,
        )
      }
      void this.#answer(request).then((answer) =>
        answer.ok
          ? settle(() => resolve(answer.payload))
          : fail(new FrameError({ kind: 'errorReply', message: answer.message }, { details: { type: request.type } })),
      )
    })
  }

  onEvent(listener: (event: FrameEvent) => void): () => void {
    if (this.#destroyed) return () => undefined
    const subscription = (event: FrameEvent): void => listener(event)
    this.#listeners.add(subscription)
    return () => {
      this.#listeners.delete(subscription)
    }
  }

  /** Rejects every pending request, drops every listener; later loads and requests reject. */
  destroy(): void {
    this.#destroyed = true
    this.#listeners.clear()
    for (const [fail, rpc] of [...this.#pending]) fail(new FrameError({ kind: 'aborted', rpc }, { details: { reason: 'destroyed' } }))
  }

  // ── Scripting and inspection ────────────────────────────────────────────────

  /** Replaces the handler of `type` for every later request. */
  handle(type: FrameRequestType, handler: FrameRequestHandler): this {
    this.#handlers.set(type, handler)
    return this
  }

  /** The next `type` request gets this success reply instead of the handler's. */
  replyNext(type: FrameRequestType, payload?: unknown): this {
    this.#script(type, { kind: 'reply', payload })
    return this
  }

  /** The next `type` request gets an error reply with `message`. */
  failNext(type: FrameRequestType, message?: string): this {
    this.#script(type, { kind: 'error', message })
    return this
  }

  /** The next `type` request stays unanswered until the test replies through the returned handle. */
  holdNext(type: FrameRequestType): HeldReply {
    let settle!: (answer: Answer) => void
    let markReached!: () => void
    let reached = false
    const answer = new Promise<Answer>((resolve) => {
      settle = resolve
    })
    const whenReached = new Promise<void>((resolve) => {
      markReached = () => {
        reached = true
        resolve()
      }
    })
    this.#script(type, { kind: 'hold', answer, markReached })
    return {
      reply: (payload) => settle({ ok: true, payload }),
      replyError: (message) => settle({ ok: false, message }),
      get reached() {
        return reached
      },
      whenReached,
    }
  }

  /** The next `load` rejects with `error` (default: FrameError 'Unable to load email login dependency'). */
  failNextLoad(error: unknown = new FrameError({ kind: 'loadFailed' })): this {
    this.#nextLoadFailure = { error }
    return this
  }

  /** The frame sends an unsolicited event to every listener. */
  emit(event: FrameEvent): void {
    for (const listener of [...this.#listeners]) listener(event)
  }

  /** Every request received, in order. */
  get requests(): readonly FrameRequest[] {
    return [...this.#requests]
  }

  /** The payloads of every `type` request, in order. */
  requestsOf(type: FrameRequestType): unknown[] {
    return this.#requests.filter((request) => request.type === type).map((request) => request.payload)
  }

  /** The user signed in to the fake wallet, if any. */
  get user(): AuthUser | undefined {
    return this.#user
  }

  /** The chain the frame's wallet is on. */
  get chainId(): number | string {
    return this.#chainId
  }

  /** True once `load` has resolved. */
  get loaded(): boolean {
    return this.#loaded
  }

  /** True after `destroy`. */
  get destroyed(): boolean {
    return this.#destroyed
  }

  /** How many event listeners are subscribed. */
  get listenerCount(): number {
    return this.#listeners.size
  }

  /** How many requests are waiting for a reply. */
  get pendingRequests(): number {
    return this.#pending.size
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  async #startLoading(signal: AbortSignal | undefined): Promise<void> {
    this.emit({ type: 'READY' })
    try {
      if (this.#clock) await sleep(this.#clock, this.#readyDelayMs, signal)
      else await Promise.resolve()
    } catch (error) {
      this.#loading = undefined
      throw error
    }
    if (this.#destroyed) throw new FrameError({ kind: 'loadFailed' }, { details: { reason: 'destroyed' } })
    this.#loaded = true
  }

  #script(type: FrameRequestType, reply: ScriptedReply): void {
    this.#scripted.set(type, [...(this.#scripted.get(type) ?? []), reply])
  }

  async #answer(request: FrameRequest): Promise<Answer> {
    const [scripted, ...rest] = this.#scripted.get(request.type) ?? []
    if (scripted) this.#scripted.set(request.type, rest)
    await Promise.resolve()
    if (scripted?.kind === 'reply') return { ok: true, payload: scripted.payload }
    if (scripted?.kind === 'error') return { ok: false, message: scripted.message }
    if (scripted?.kind === 'hold') {
      scripted.markReached()
      return scripted.answer
    }
    const handler = this.#handlers.get(request.type) ?? this.#defaultHandlers[request.type]
    try {
      return { ok: true, payload: await handler(request.payload, request) }
    } catch (error) {
      return { ok: false, message: error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : undefined }
    }
  }

  #signedIn(): AuthUser {
    if (!this.#user) throw new Error('User is not signed in')
    return this.#user
  }

  #checkOtp(payload: unknown): void {
    if (field(payload, 'otp') !== this.#otp) throw new Error('Invalid code')
  }

  #signIn(identity: Pick<AuthUser, 'email' | 'username'>): AuthUser {
    this.#user = userFor(identity, this.#chainId)
    return this.#user
  }

  readonly #defaultHandlers: Readonly<Record<FrameRequestType, FrameRequestHandler>> = {
    IS_CONNECTED: () => ({ isConnected: this.#user !== undefined }),
    GET_USER: (payload) => {
      const user = this.#signedIn()
      const chainId = field(payload, 'chainId')
      if (chainId !== undefined) this.#chainId = chainId
      this.#user = { ...user, chainId: this.#chainId }
      return this.#user
    },
    CONNECT_EMAIL: (payload) => {
      const email = field(payload, 'email')
      if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Invalid email')
      this.#pendingEmail = email
      return { action: this.#user?.email === email ? 'CONNECT' : 'VERIFY_OTP' }
    },
    CONNECT_DEVICE: () => undefined,
    CONNECT_OTP: (payload) => {
      if (this.#pendingEmail === undefined) throw new Error('No email login in progress')
      this.#checkOtp(payload)
      this.#signIn({ email: this.#pendingEmail })
      this.#pendingEmail = undefined
      return undefined
    },
    CONNECT_SOCIAL: () => this.#signIn({ username: 'fake_social_user' }),
    GET_SOCIAL_REDIRECT_URI: (payload) => ({
      uri: `https://auth.example/${String(field(payload, 'provider') ?? 'unknown')}?state=${fakeHex('social', 8)}`,
    }),
    GET_FARCASTER_URI: () => ({ url: `https://farcaster.example/connect?channel=${fakeHex('farcaster', 8)}` }),
    CONNECT_FARCASTER: () => this.#signIn({ username: 'fake_farcaster_user' }),
    SIGN_OUT: () => {
      this.#user = undefined
      return undefined
    },
    GET_CHAIN_ID: () => ({ chainId: this.#chainId }),
    SWITCH_NETWORK: (payload) => {
      const chainId = field(payload, 'chainId')
      if (chainId === undefined) throw new Error('Missing chainId')
      this.#chainId = chainId
      if (this.#user) this.#user = { ...this.#user, chainId }
      return { chainId }
    },
    RPC_REQUEST: (payload) => this.#rpc(payload),
    UPDATE_EMAIL: (payload) => {
      this.#signedIn()
      const email = field(payload, 'email')
      if (typeof email !== 'string') throw new Error('Invalid email')
      this.#pendingNewEmail = email
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: (payload) => {
      this.#checkOtp(payload)
      return undefined
    },
    UPDATE_EMAIL_SECONDARY_OTP: (payload) => {
      const user = this.#signedIn()
      this.#checkOtp(payload)
      const newEmail = this.#pendingNewEmail ?? user.email
      this.#user = { ...user, email: newEmail }
      this.#pendingNewEmail = undefined
      return { newEmail }
    },
    SYNC_THEME: () => undefined,
    SYNC_DAPP_DATA: () => undefined,
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: this.#smartAccountEnabledNetworks }),
    SET_PREFERRED_ACCOUNT: (payload) => {
      const user = this.#signedIn()
      const type = field(payload, 'type') as AccountType | undefined
      const account = user.accounts?.find((candidate) => candidate.type === type)
      if (!type || !account) throw new Error(`No ${String(type)} account`)
      this.#user = { ...user, preferredAccountType: type, address: account.address }
      return { type, address: account.address }
    },
    RELOAD: () => undefined,
    RPC_ABORT: () => undefined,
  }

  /** A tiny wallet: accounts, chain id, deterministic fake signatures and hashes. */
  #rpc(payload: unknown): unknown {
    const user = this.#signedIn()
    const method = field(payload, 'method')
    const params = rawField(payload, 'params')
    const first = Array.isArray(params) ? (params[0] as unknown) : undefined
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [user.address]
      case 'eth_chainId':
        return typeof this.#chainId === 'number' ? `0x${this.#chainId.toString(16)}` : this.#chainId
      case 'personal_sign':
        return FakeChainAdapter.signatureFor(user.address, String(first))
      case 'eth_signTypedData_v4':
        return FakeChainAdapter.signatureFor(user.address, JSON.stringify(params))
      case 'eth_sendTransaction':
        return `0x${fakeHex(`frame-tx:${this.#requests.length}:${JSON.stringify(first)}`, 32)}`
      default:
        throw new Error(`Unsupported method: ${String(method)}`)
    }
  }
}

function userFor(identity: Pick<AuthUser, 'email' | 'username'>, chainId: number | string): AuthUser {
  const seed = identity.email ?? identity.username ?? 'user'
  const eoa = `0x${fakeHex(`eoa:${seed}`, 20)}`
  const smartAccount = `0x${fakeHex(`smart:${seed}`, 20)}`
  return {
    ...identity,
    address: smartAccount,
    chainId,
    accounts: [
      { address: smartAccount, type: 'smartAccount' },
      { address: eoa, type: 'eoa' },
    ],
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
  }
}

function rawField(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined
}

function field(payload: unknown, name: string): string | number | undefined {
  const value = rawField(payload, name)
  return typeof value === 'string' || typeof value === 'number' ? value : undefined
}
