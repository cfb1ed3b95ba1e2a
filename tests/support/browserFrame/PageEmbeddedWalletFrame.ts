import type { Page } from 'playwright-core'
import { FrameError, type FrameErrorReason } from '../../../core/embedded/FrameError.js'
import { BaseError } from '../../../core/errors/BaseError.js'
import { MESSAGES } from '../../../core/errors/messages.js'
import type { EmbeddedWalletFrame, FrameEvent, FrameRequest } from '../../../ports/EmbeddedWalletFrame.js'
import { FRAME_EVENT_BINDING, type FrameUnderTestWindow, type PageCall, type PageError, type PageOutcome } from './frameUnderTestApi.js'

/** Where the app page is, which frame it embeds, and the adapter's ready delay there. */
export interface PageFrameOptions {
  readonly appUrl: string
  readonly frameUrl: string
  readonly readyDelayMs?: number
}

/**
 * An `EmbeddedWalletFrame` in Node whose every call runs on the real `IframeEmbeddedWalletFrame`
 * in a browser page: calls reach the page in the order they were made (one queue), abort
 * signals are forwarded, events come back through a page binding, and errors are rebuilt as the
 * adapter threw them. A listener that hears an event after its unsubscribe (or destroy) was
 * carried out in the page is a failure `settled()` reports, not a silent drop.
 * @example const frame = await PageEmbeddedWalletFrame.open(page, { appUrl, frameUrl }); await frame.load()
 */
export class PageEmbeddedWalletFrame implements EmbeddedWalletFrame {
  readonly page: Page
  readonly #listeners = new Map<number, (event: FrameEvent) => void>()
  readonly #closed = new Set<number>()
  readonly #failures: unknown[] = []
  #queue: Promise<unknown> = Promise.resolve()
  #nextKey = 0
  #destroyedInPage = false

  private constructor(page: Page) {
    this.page = page
  }

  /** Opens the app page, creates the adapter there and wires the event binding. */
  static async open(page: Page, options: PageFrameOptions): Promise<PageEmbeddedWalletFrame> {
    const proxy = new PageEmbeddedWalletFrame(page)
    await page.exposeBinding(FRAME_EVENT_BINDING, ({ frame }, key: number, event: FrameEvent) => {
      if (frame === page.mainFrame()) proxy.#deliver(key, event)
    })
    await page.goto(options.appUrl)
    await page.waitForFunction(() => 'frameUnderTest' in window)
    await page.evaluate(({ url, readyDelayMs }) => (window as unknown as FrameUnderTestWindow).frameUnderTest.create({ url, readyDelayMs }), {
      url: options.frameUrl,
      readyDelayMs: options.readyDelayMs,
    })
    return proxy
  }

  load(options: { readonly signal?: AbortSignal } = {}): Promise<void> {
    return this.#call({ kind: 'load' }, options.signal).then(() => undefined)
  }

  request(request: FrameRequest, options: { readonly signal?: AbortSignal; readonly timeoutMs?: number } = {}): Promise<unknown> {
    return this.#call({ kind: 'request', request, timeoutMs: options.timeoutMs }, options.signal)
  }

  onEvent(listener: (event: FrameEvent) => void): () => void {
    const key = ++this.#nextKey
    this.#listeners.set(key, listener)
    this.send((page) => page.evaluate((key) => (window as unknown as FrameUnderTestWindow).frameUnderTest.subscribe(key), key))
    return () => {
      // From now on this listener hears nothing here; the page must stop sending once it unsubscribed.
      this.#listeners.delete(key)
      this.send(async (page) => {
        await page.evaluate((key) => (window as unknown as FrameUnderTestWindow).frameUnderTest.unsubscribe(key), key)
        this.#closed.add(key)
      })
    }
  }

  show(): void {
    this.send((page) => page.evaluate(() => (window as unknown as FrameUnderTestWindow).frameUnderTest.show()))
  }

  hide(): void {
    this.send((page) => page.evaluate(() => (window as unknown as FrameUnderTestWindow).frameUnderTest.hide()))
  }

  destroy(): void {
    this.#listeners.clear()
    this.send(async (page) => {
      await page.evaluate(() => (window as unknown as FrameUnderTestWindow).frameUnderTest.destroy())
      this.#destroyedInPage = true
    })
  }

  /** How many requests the page's adapter has pending (after the calls made so far reached it). */
  async pendingRequests(): Promise<number> {
    return this.run((page) => page.evaluate(() => (window as unknown as FrameUnderTestWindow).frameUnderTest.pendingRequests()))
  }

  /** The request ids the page's adapter made so far, in order. */
  async requestIds(): Promise<readonly string[]> {
    return this.run((page) => page.evaluate(() => [...(window as unknown as FrameUnderTestWindow).frameUnderTest.ids]))
  }

  /** Runs `step` after every call made before it reached the page; resolves with its result. */
  run<T>(step: (page: Page) => Promise<T>): Promise<T> {
    const result = this.#queue.then(() => step(this.page))
    this.#queue = result.catch(() => undefined)
    return result
  }

  /** `run` for steps nobody awaits (sync harness calls); a failure is kept for `settled()`. */
  send(step: (page: Page) => Promise<unknown>): void {
    this.run(step).catch((error: unknown) => this.#failures.push(error))
  }

  /** Waits for every call made so far; throws the first failure of a step nobody awaited, or a late event. */
  async settled(): Promise<void> {
    await this.run(() => Promise.resolve())
    if (this.#failures.length > 0) throw this.#failures[0]
  }

  #call(call: PageCall, signal: AbortSignal | undefined): Promise<unknown> {
    const key = ++this.#nextKey
    const aborted = signal?.aborted ?? false
    const started = this.run((page) =>
      page.evaluate(({ key, call, aborted }) => (window as unknown as FrameUnderTestWindow).frameUnderTest.start(key, call, aborted), { key, call, aborted }),
    )
    if (signal && !aborted) {
      signal.addEventListener('abort', () => this.send((page) => page.evaluate((key) => (window as unknown as FrameUnderTestWindow).frameUnderTest.abort(key), key)), { once: true })
    }
    return started
      .then(() => this.page.evaluate((key) => (window as unknown as FrameUnderTestWindow).frameUnderTest.settle(key), key))
      .then((outcome: PageOutcome) => (outcome.ok ? outcome.value : Promise.reject(rebuildPageError(outcome.error))))
  }

  #deliver(key: number, event: FrameEvent): void {
    if (this.#destroyedInPage || this.#closed.has(key)) {
      this.#failures.push(new Error(`the page's adapter delivered ${event.type} to listener ${key} after it was ${this.#destroyedInPage ? 'destroyed' : 'unsubscribed'}`))
      return
    }
    this.#listeners.get(key)?.(event)
  }
}

/**
 * The page adapter's error as a Node error of the same class, kind, code and exact text; a
 * FrameError whose text its kind cannot give back is reported as a mismatch, never patched.
 * @example rebuildPageError({ name: 'FrameError', frameError: true, kind: 'errorReply', shortMessage: 'Invalid code', message: 'Invalid code', details: {} })
 */
export function rebuildPageError(error: PageError): Error {
  const details = { ...error.details, rebuiltFromPage: true }
  if (!error.frameError) return Object.assign(new BaseError(error.shortMessage ?? error.message, { details }), { name: error.name })
  const reason = frameErrorReason(error)
  const rebuilt = new FrameError(reason, { details })
  if (rebuilt.shortMessage !== error.shortMessage) {
    return new Error(`The page's FrameError (${error.kind}: '${error.shortMessage}') cannot be rebuilt: its kind gives '${rebuilt.shortMessage}'`)
  }
  return rebuilt
}

function frameErrorReason(error: PageError): FrameErrorReason {
  switch (error.kind) {
    case 'aborted':
      // FrameError keeps `rpc` only in its text: the two abort texts tell which it was.
      return { kind: 'aborted', rpc: error.shortMessage === MESSAGES.FRAME_RPC_ABORTED }
    case 'errorReply':
      return { kind: 'errorReply', message: error.shortMessage, code: error.code }
    case 'loadFailed':
    case 'requestTimeout':
      return { kind: error.kind }
    default:
      throw new Error(`The page threw a FrameError of unknown kind ${String(error.kind)}`)
  }
}
