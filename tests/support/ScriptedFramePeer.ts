/** What the peer does with the next request of a type. */
type Step = { readonly ok: true; readonly payload: unknown } | { readonly ok: false; readonly message?: string } | { readonly hold: true }

/** A message the app posted to the frame window, with the target origin it gave. */
export interface PostedToFrame {
  readonly message: { readonly type: string; readonly payload?: unknown; readonly id: string }
  readonly targetOrigin: unknown
}

/**
 * The frame side of an `IframeEmbeddedWalletFrame` in a jsdom page: it takes over the iframe
 * window's `postMessage`, records what the app posts, and answers with window messages from
 * the frame origin and the iframe's window, as a real frame would. Unscripted requests stay
 * unanswered. It can also send anything from any origin or window, to play an attacker.
 */
export class ScriptedFramePeer {
  readonly posted: PostedToFrame[] = []
  readonly #origin: string
  readonly #host: Window
  readonly #script = new Map<string, Step[]>()
  #frameWindow: Window | undefined

  constructor(options: { readonly origin: string; readonly host?: Window }) {
    this.#origin = options.origin
    this.#host = options.host ?? window
  }

  /** Plays the frame inside `element` (call right after `load()` created it). */
  attach(element: HTMLIFrameElement | undefined): this {
    const frameWindow = element?.contentWindow
    if (!frameWindow) throw new Error('ScriptedFramePeer.attach: no iframe window (was load() called?)')
    this.#frameWindow = frameWindow
    Object.defineProperty(frameWindow, 'postMessage', {
      configurable: true,
      value: (message: PostedToFrame['message'], targetOrigin: unknown) => {
        this.posted.push({ message, targetOrigin })
        const step = this.#script.get(message.type.replace('@w3m-app/', ''))?.shift()
        if (!step || 'hold' in step) return
        const name = message.type.replace('@w3m-app/', '')
        queueMicrotask(() =>
          this.send(
            step.ok
              ? { type: `@w3m-frame/${name}_SUCCESS`, id: message.id, payload: step.payload }
              : { type: `@w3m-frame/${name}_ERROR`, id: message.id, payload: step.message === undefined ? {} : { message: step.message } },
          ),
        )
      },
    })
    return this
  }

  /** The iframe's window the peer plays. */
  get frameWindow(): Window {
    if (!this.#frameWindow) throw new Error('ScriptedFramePeer: not attached')
    return this.#frameWindow
  }

  replyNext(type: string, payload: unknown): this {
    return this.#push(type, { ok: true, payload })
  }

  failNext(type: string, message?: string): this {
    return this.#push(type, message === undefined ? { ok: false } : { ok: false, message })
  }

  holdNext(type: string): this {
    return this.#push(type, { hold: true })
  }

  /** The messages posted with this wire type (e.g. '@w3m-app/GET_USER'). */
  postedOf(type: string): PostedToFrame[] {
    return this.posted.filter((post) => post.message.type === type)
  }

  /** The frame signals READY. */
  sendReady(): void {
    this.send({ type: '@w3m-frame/READY' })
  }

  /** Dispatches a window message, from the frame origin and window unless told otherwise. */
  send(data: unknown, from: { readonly origin?: string; readonly source?: Window | null } = {}): void {
    this.#host.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? this.#origin,
        source: from.source === undefined ? this.frameWindow : from.source,
      }),
    )
  }

  #push(type: string, step: Step): this {
    this.#script.set(type, [...(this.#script.get(type) ?? []), step])
    return this
  }
}
