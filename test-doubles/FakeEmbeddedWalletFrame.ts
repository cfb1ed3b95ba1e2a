import { FRAME_READY_DELAY_MS } from '../core/embedded/frameDefaults.js'
import { AbortedError } from '../core/errors/AbortedError.js'
import { BaseError } from '../core/errors/BaseError.js'
import { FrameError } from '../core/embedded/FrameError.js'
import type { AuthUser } from '../core/account/Account.js'
import type { Clock } from '../ports/Clock.js'
import type { EmbeddedWalletFrame, FrameEvent, FrameRequest, FrameRequestType } from '../ports/EmbeddedWalletFrame.js'
import { sleep } from '../core/timing/sleep.js'
import { FakeEmbeddedWallet, userFor, type FrameRequestHandler } from './embeddedFrame/FakeEmbeddedWallet.js'
import { FrameReplyScript, playScriptedReply, type FrameAnswer, type HeldReply } from './embeddedFrame/FrameReplyScript.js'

export type { FrameRequestHandler } from './embeddedFrame/FakeEmbeddedWallet.js'
export type { HeldReply } from './embeddedFrame/FrameReplyScript.js'

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

/**
 * The embedded-wallet frame in memory: `load` emits READY, each request type has a default
 * handler playing a fake embedded wallet (email + OTP login, user, chain, RPC), and a test can
 * replace, fail or hold replies. Records requests; `destroy` rejects pending ones.
 * @example const frame = new FakeEmbeddedWalletFrame({ user: FAKE_EMBEDDED_USER })
 */
export class FakeEmbeddedWalletFrame implements EmbeddedWalletFrame {
  readonly #wallet: FakeEmbeddedWallet
  readonly #replies = new FrameReplyScript()
  #loading: Promise<void> | undefined
  #loaded = false
  #destroyed = false
  #visible = false
  #nextLoadFailure: { readonly error: unknown } | undefined
  readonly #clock: Clock | undefined
  readonly #readyDelayMs: number
  readonly #listeners = new Set<(event: FrameEvent) => void>()
  readonly #handlers = new Map<FrameRequestType, FrameRequestHandler>()
  /** Pending requests: how to fail each, and whether it is an RPC request (for the abort text). */
  readonly #pending = new Map<(error: unknown) => void, boolean>()
  readonly #requests: FrameRequest[] = []

  constructor(options: FakeEmbeddedWalletFrameOptions = {}) {
    this.#wallet = new FakeEmbeddedWallet({
      user: options.user,
      chainId: options.chainId ?? options.user?.chainId ?? 1,
      otp: options.otp ?? FAKE_OTP,
      smartAccountEnabledNetworks: options.smartAccountEnabledNetworks ?? [],
      requestCount: () => this.#requests.length,
    })
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
   * Answers after a microtask (a handler that throws an error with a numeric `code` sends it in the error reply). Before `load` it rejects (a frame that is not there cannot
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
          : fail(new FrameError({ kind: 'errorReply', message: answer.message, code: answer.code }, { details: { type: request.type } })),
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

  /** Shows the frame (the test reads `visible`). */
  show(): void {
    this.#visible = true
  }

  hide(): void {
    this.#visible = false
  }

  /** True between `show()` and `hide()`. */
  get visible(): boolean {
    return this.#visible
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
    this.#replies.replyNext(type, payload)
    return this
  }

  /** The next `type` request gets an error reply with `message`. */
  failNext(type: FrameRequestType, message?: string): this {
    this.#replies.failNext(type, message)
    return this
  }

  /** The next `type` request stays unanswered until the test replies through the returned handle. */
  holdNext(type: FrameRequestType): HeldReply {
    return this.#replies.holdNext(type)
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
    return this.#wallet.user
  }

  /** The chain the frame's wallet is on. */
  get chainId(): number | string {
    return this.#wallet.chainId
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

  async #answer(request: FrameRequest): Promise<FrameAnswer> {
    const scripted = this.#replies.take(request.type)
    await Promise.resolve()
    if (scripted) return playScriptedReply(scripted)
    const handler = this.#handlers.get(request.type) ?? this.#wallet.handlers[request.type]
    try {
      return { ok: true, payload: await handler(request.payload, request) }
    } catch (error) {
      const code = (error as { code?: unknown } | undefined)?.code
      return {
        ok: false,
        message: error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : undefined,
        code: typeof code === 'number' && Number.isInteger(code) ? code : undefined,
      }
    }
  }
}
