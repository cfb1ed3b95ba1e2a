import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS } from '../../core/embedded/frameDefaults.js'
import { FrameError } from '../../core/embedded/FrameError.js'
import { AbortedError } from '../../core/errors/AbortedError.js'
import { BaseError } from '../../core/errors/BaseError.js'
import type { Clock } from '../../ports/Clock.js'
import type { EmbeddedWalletFrame, FrameEvent, FrameRequest, FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'
import { SystemClock } from '../clock/SystemClock.js'
import { framePlacementFor, frameStyleFor, HIDDEN_FRAME_STYLE, type FramePlacement, type FrameStyle } from './frameLayout.js'
import { FrameRequestTable } from './FrameRequestTable.js'
import { APP_MESSAGE_PREFIX, parseFrameMessage, type FrameMessage } from './parseFrameMessage.js'

/** How the frame adapter finds, loads and times the frame. Durations are milliseconds. */
export interface IframeEmbeddedWalletFrameOptions {
  /** The frame page; its origin is the only one walletport posts to and hears from. Absolute. */
  readonly url: string
  /** Where the iframe goes. Default `globalThis.document`, read at `load()` (never at import). */
  readonly document?: Document
  readonly clock?: Clock
  /** Request ids. Default `crypto.randomUUID()`. */
  readonly randomId?: () => string
  /** Wait after READY before the frame counts as loaded. Default 500. */
  readonly readyDelayMs?: number
  /** READY must come within this long. Default 20 000. */
  readonly loadTimeoutMs?: number
  /** Timeout of the connect requests (email, device, otp, social, social redirect). Default 30 000. */
  readonly requestTimeoutMs?: number
  /** The iframe's `allow` (permissions policy) list. Default 'clipboard-write'. */
  readonly allow?: string
  /** The iframe's accessible title. Default 'Embedded wallet'. */
  readonly title?: string
}

/** Where `show` puts the frame: `'auto'` (the default) picks the bottom sheet on narrow screens and follows resizes. */
export interface ShowFrameOptions {
  readonly placement?: FramePlacement | 'auto'
}

/** The frame's sandbox: scripts and its own storage, forms; no popups, no top navigation. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms'
/** The frame learns the app's origin, never its paths. */
export const FRAME_REFERRER_POLICY = 'strict-origin'

/** The requests that wait on the visitor's login and get the request timeout unless told otherwise. */
export const TIMED_FRAME_REQUESTS: ReadonlySet<FrameRequestType> = new Set<FrameRequestType>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

interface LoadWaiter {
  readonly ready: () => void
  readonly fail: (error: unknown) => void
}

/**
 * The embedded wallet frame as a hidden iframe on another origin, spoken to by postMessage.
 * The iframe exists only from `load()` on. Posts go to the frame origin only; a message is
 * heard only from that origin and that iframe's window, with a known type, a pending id and a
 * valid envelope, and each reply settles its request once. Each request has its own timer.
 * @example const frame = new IframeEmbeddedWalletFrame({ url: 'http://127.0.0.1:7400/frame' })
 */
export class IframeEmbeddedWalletFrame implements EmbeddedWalletFrame {
  readonly #url: string
  readonly #origin: string
  readonly #document: Document | undefined
  readonly #clock: Clock
  readonly #randomId: () => string
  readonly #readyDelayMs: number
  readonly #loadTimeoutMs: number
  readonly #requestTimeoutMs: number
  readonly #allow: string
  readonly #title: string
  readonly #listeners = new Set<(event: FrameEvent) => void>()
  readonly #requests: FrameRequestTable
  #element: HTMLIFrameElement | undefined
  #host: Window | undefined
  #loading: Promise<void> | undefined
  #loadWaiter: LoadWaiter | undefined
  #loaded = false
  #destroyed = false
  #shownPlacement: ShowFrameOptions['placement'] | undefined

  constructor(options: IframeEmbeddedWalletFrameOptions) {
    this.#url = options.url
    this.#origin = originOf(options.url)
    this.#document = options.document
    this.#clock = options.clock ?? new SystemClock()
    this.#requests = new FrameRequestTable(this.#clock)
    this.#randomId = options.randomId ?? (() => globalThis.crypto.randomUUID())
    this.#readyDelayMs = options.readyDelayMs ?? FRAME_READY_DELAY_MS
    this.#loadTimeoutMs = options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS
    this.#requestTimeoutMs = options.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS
    this.#allow = options.allow ?? 'clipboard-write'
    this.#title = options.title ?? 'Embedded wallet'
  }

  // ── EmbeddedWalletFrame ─────────────────────────────────────────────────────

  /**
   * Creates the hidden iframe, waits for its READY and then the ready delay. Without READY in
   * the load timeout it rejects with 'Unable to load email login dependency' and removes the
   * iframe, so a later call starts afresh. Concurrent calls share one load.
   */
  load(options: { readonly signal?: AbortSignal } = {}): Promise<void> {
    if (this.#destroyed) return Promise.reject(new FrameError({ kind: 'loadFailed' }, { details: { reason: 'destroyed' } }))
    if (this.#loaded) return Promise.resolve()
    if (options.signal?.aborted) return Promise.reject(new AbortedError({ cause: options.signal.reason }))
    if (!this.#loading) {
      const loading = this.#startLoading(options.signal)
      this.#loading = loading
      // A failed load is forgotten, so the next call creates a fresh iframe.
      loading.catch(() => {
        if (this.#loading === loading) this.#loading = undefined
      })
    }
    return this.#loading
  }

  /**
   * Posts `{ type: '@w3m-app/<TYPE>', payload, id }` to the frame origin and settles with the
   * matching reply. Connect requests time out after the request timeout; `timeoutMs` sets any
   * request's. An abort rejects at once and, for RPC_REQUEST, tells the frame with RPC_ABORT.
   */
  request(request: FrameRequest, options: { readonly signal?: AbortSignal; readonly timeoutMs?: number } = {}): Promise<unknown> {
    const rpc = request.type === 'RPC_REQUEST'
    const { signal } = options
    if (this.#destroyed) return Promise.reject(new FrameError({ kind: 'aborted', rpc }, { details: { type: request.type, reason: 'destroyed' } }))
    const target = this.#loaded ? this.#element?.contentWindow : undefined
    if (!target) {
      return Promise.reject(new BaseError(`IframeEmbeddedWalletFrame got ${request.type} before load() resolved`, { details: { type: request.type } }))
    }
    if (signal?.aborted) return Promise.reject(new FrameError({ kind: 'aborted', rpc }, { cause: signal.reason, details: { type: request.type } }))
    const timeoutMs = options.timeoutMs ?? (TIMED_FRAME_REQUESTS.has(request.type) ? this.#requestTimeoutMs : undefined)
    const id = this.#randomId()

    const { reply, fail } = this.#requests.track({
      id,
      type: request.type,
      signal,
      timeoutMs,
      onAborted: () => {
        if (rpc) this.#post({ type: `${APP_MESSAGE_PREFIX}RPC_ABORT`, payload: { id }, id: this.#randomId() })
      },
    })
    try {
      target.postMessage({ type: `${APP_MESSAGE_PREFIX}${request.type}`, payload: request.payload, id }, this.#origin)
    } catch (cause) {
      // A payload the browser cannot clone never reaches the frame.
      fail(new BaseError(`Could not send ${request.type} to the embedded wallet frame`, { cause, details: { type: request.type } }))
    }
    return reply
  }

  onEvent(listener: (event: FrameEvent) => void): () => void {
    if (this.#destroyed) return () => undefined
    const subscription = (event: FrameEvent): void => listener(event)
    this.#listeners.add(subscription)
    return () => {
      this.#listeners.delete(subscription)
    }
  }

  /** Removes the listener and the iframe, rejects every pending request and the load; final. */
  destroy(): void {
    if (this.#destroyed) return
    this.#destroyed = true
    this.#listeners.clear()
    this.#loadWaiter?.fail(new FrameError({ kind: 'loadFailed' }, { details: { reason: 'destroyed' } }))
    this.#requests.rejectAll('destroyed')
    this.#unmount()
  }

  // ── Showing the frame (the approve view) ────────────────────────────────────

  /** Shows the loaded frame over the modal: 360×600 in the middle, or a bottom sheet on screens ≤ 430 px. */
  show(options: ShowFrameOptions = {}): void {
    if (!this.#element) throw new BaseError('IframeEmbeddedWalletFrame.show() before load()')
    this.#shownPlacement = options.placement ?? 'auto'
    this.#layout()
    // Keyboard and screen-reader users go where the approval is asked: into the frame.
    this.#element.focus({ preventScroll: true })
  }

  /** Hides the frame again; it stays loaded. */
  hide(): void {
    this.#shownPlacement = undefined
    this.#host?.removeEventListener('resize', this.#onResize)
    if (this.#element) applyStyle(this.#element, HIDDEN_FRAME_STYLE)
  }

  /** True while the frame is shown. */
  get visible(): boolean {
    return this.#shownPlacement !== undefined && this.#element !== undefined
  }

  /** The iframe, from `load()` until `destroy()` or a failed load. */
  get element(): HTMLIFrameElement | undefined {
    return this.#element
  }

  /** The origin the frame is posted to and heard from. */
  get origin(): string {
    return this.#origin
  }

  /** How many requests wait for a reply. */
  get pendingRequests(): number {
    return this.#requests.size
  }

  // ── Internals ───────────────────────────────────────────────────────────────

  async #startLoading(signal: AbortSignal | undefined): Promise<void> {
    try {
      this.#mount()
      await this.#awaitReady(signal)
      this.#loaded = true
    } catch (error) {
      this.#unmount()
      throw error
    }
  }

  /** Resolves the ready delay after READY; rejects on the load timeout, an abort or destroy. */
  #awaitReady(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let ready = false
      let timer = this.#clock.setTimeout(() => finish(new FrameError({ kind: 'loadFailed' }, { details: { url: this.#url, timeoutMs: this.#loadTimeoutMs } })), this.#loadTimeoutMs)
      const onAbort = (): void => finish(new AbortedError({ cause: signal?.reason }))
      const finish = (error?: unknown): void => {
        this.#clock.clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        this.#loadWaiter = undefined
        if (error === undefined) resolve()
        else reject(error)
      }
      this.#loadWaiter = {
        ready: () => {
          if (ready) return
          ready = true
          this.#clock.clearTimeout(timer)
          timer = this.#clock.setTimeout(() => finish(), this.#readyDelayMs)
        },
        fail: finish,
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  #mount(): void {
    const document = this.#document ?? (globalThis as { document?: Document }).document
    const host = document?.defaultView
    if (!document || !host) throw new FrameError({ kind: 'loadFailed' }, { details: { url: this.#url, reason: 'no document' } })
    const element = document.createElement('iframe')
    element.setAttribute('sandbox', FRAME_SANDBOX)
    element.setAttribute('referrerpolicy', FRAME_REFERRER_POLICY)
    element.setAttribute('allow', this.#allow)
    element.setAttribute('title', this.#title)
    element.setAttribute('data-walletport-frame', '')
    applyStyle(element, HIDDEN_FRAME_STYLE)
    element.src = this.#url
    host.addEventListener('message', this.#onMessage)
    this.#host = host
    this.#element = element
    ;(document.body ?? document.documentElement).append(element)
  }

  #unmount(): void {
    this.#host?.removeEventListener('message', this.#onMessage)
    this.#host?.removeEventListener('resize', this.#onResize)
    this.#element?.remove()
    this.#host = undefined
    this.#element = undefined
    this.#shownPlacement = undefined
    this.#loaded = false
  }

  readonly #onMessage = (event: MessageEvent): void => {
    // Who sent it first: anyone can post to this window, only the frame's own window from its origin counts.
    if (event.origin !== this.#origin) return
    const frameWindow = this.#element?.contentWindow
    if (!frameWindow || event.source !== frameWindow) return
    const message = parseFrameMessage(event.data)
    if (message) this.#receive(message)
  }

  #receive(message: FrameMessage): void {
    if (message.kind === 'event') {
      if (message.event.type === 'READY') this.#loadWaiter?.ready()
      for (const listener of [...this.#listeners]) listener(message.event)
      return
    }
    this.#requests.receive(message)
  }

  #post(message: { readonly type: string; readonly payload?: unknown; readonly id: string }): void {
    try {
      this.#element?.contentWindow?.postMessage(message, this.#origin)
    } catch {
      // Only notices (RPC_ABORT) come here; the request they concern has already settled.
    }
  }

  #layout(): void {
    const element = this.#element
    const placement = this.#shownPlacement
    if (!element || placement === undefined) return
    if (placement === 'auto') this.#host?.addEventListener('resize', this.#onResize)
    else this.#host?.removeEventListener('resize', this.#onResize)
    applyStyle(element, frameStyleFor(placement === 'auto' ? framePlacementFor(this.#host?.innerWidth ?? Number.POSITIVE_INFINITY) : placement))
  }

  readonly #onResize = (): void => {
    if (this.#shownPlacement === 'auto') this.#layout()
  }
}

function originOf(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch (cause) {
    throw new BaseError('The embedded wallet frame URL must be an absolute URL', { cause, category: 'CONFIGURATION_ERROR', details: { url } })
  }
  // An opaque origin ('null') cannot be posted to or checked; '*' would post to anyone.
  if (parsed.origin === 'null') {
    throw new BaseError('The embedded wallet frame URL must have an http(s) origin', { category: 'CONFIGURATION_ERROR', details: { url } })
  }
  return parsed.origin
}

function applyStyle(element: HTMLElement, style: FrameStyle): void {
  // Properties one by one through the CSSOM: allowed under a CSP that forbids style attributes.
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value)
}
