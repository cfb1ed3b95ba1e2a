import type { FrameEvent, FrameRequest } from '../../../ports/EmbeddedWalletFrame.js'

/** One call the Node side starts on the page's adapter, by key, to settle later. */
export type PageCall =
  | { readonly kind: 'load' }
  | { readonly kind: 'request'; readonly request: FrameRequest; readonly timeoutMs?: number | undefined }

/** An error the page's adapter threw, as it crosses to Node: the adapter's own fields, nothing added. */
export interface PageError {
  readonly name: string
  readonly frameError: boolean
  readonly kind?: string | undefined
  readonly shortMessage?: string | undefined
  readonly code?: number | undefined
  readonly message: string
  readonly details: Record<string, unknown>
}

/** How a call ended in the page. */
export type PageOutcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: PageError }

/** A window message the app page heard (whoever sent it), recorded before the adapter handles it. */
export interface HeardMessage {
  readonly origin: string
  readonly type?: string | undefined
  readonly id?: string | undefined
}

/** `window.frameUnderTest` in the app page: the real IframeEmbeddedWalletFrame, driven by key. */
export interface FrameUnderTest {
  create(options: { readonly url: string; readonly readyDelayMs?: number | undefined }): void
  /** Subscribes a listener that reports to Node through the `walletportFrameEvent` binding. */
  subscribe(key: number): void
  unsubscribe(key: number): void
  start(key: number, call: PageCall, aborted: boolean): void
  abort(key: number): void
  settle(key: number): Promise<PageOutcome>
  show(): void
  hide(): void
  destroy(): void
  pendingRequests(): number
  /** The request ids the adapter made, in order. */
  readonly ids: readonly string[]
  readonly heard: readonly HeardMessage[]
}

/** The binding the app page reports events through. */
export const FRAME_EVENT_BINDING = 'walletportFrameEvent'

/** What the app page's window carries. */
export interface FrameUnderTestWindow {
  readonly frameUnderTest: FrameUnderTest
  readonly walletportFrameEvent: (key: number, event: FrameEvent) => Promise<void>
}

/** What to do with the next request of a type, in the scripted peer page. */
export type PeerStep = { readonly reply: unknown } | { readonly error: string | undefined } | { readonly hold: true }

/** `window.scriptedPeer` in the frame page: answers as scripted, posts what the test says. */
export interface ScriptedPeer {
  script(type: string, step: PeerStep): void
  /** Posts `data` to the app (the parent) at its origin. */
  send(data: unknown): void
  /** Answers a held request now. */
  release(id: string, payload: unknown): void
  /** `{ type, id }` of every message from the app, in order. */
  readonly received: ReadonlyArray<{ readonly type: string; readonly id: string; readonly payload?: unknown }>
}

/** What the frame page's window carries. */
export interface ScriptedPeerWindow {
  readonly scriptedPeer: ScriptedPeer
}
