import type { FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'

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

/** What the frame answers a request: a success payload or an error reply's message (and code). */
export type FrameAnswer =
  | { readonly ok: true; readonly payload: unknown }
  | { readonly ok: false; readonly message: string | undefined; readonly code?: number | undefined }

/** One scripted reply: a payload, an error, or a hold the test releases. */
export type ScriptedReply =
  | { readonly kind: 'reply'; readonly payload: unknown }
  | { readonly kind: 'error'; readonly message: string | undefined }
  | { readonly kind: 'hold'; readonly answer: Promise<FrameAnswer>; readonly markReached: () => void }

/** The replies a test scripts per request type, played in order before the handler is asked. */
export class FrameReplyScript {
  readonly #scripted = new Map<FrameRequestType, ScriptedReply[]>()

  /** The next `type` request gets this success reply. */
  replyNext(type: FrameRequestType, payload: unknown): void {
    this.#script(type, { kind: 'reply', payload })
  }

  /** The next `type` request gets an error reply with `message`. */
  failNext(type: FrameRequestType, message: string | undefined): void {
    this.#script(type, { kind: 'error', message })
  }

  /** The next `type` request stays unanswered until the test replies through the returned handle. */
  holdNext(type: FrameRequestType): HeldReply {
    let settle!: (answer: FrameAnswer) => void
    let markReached!: () => void
    let reached = false
    const answer = new Promise<FrameAnswer>((resolve) => {
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

  /** Takes the reply scripted for the next `type` request, if any. */
  take(type: FrameRequestType): ScriptedReply | undefined {
    const [scripted, ...rest] = this.#scripted.get(type) ?? []
    if (scripted) this.#scripted.set(type, rest)
    return scripted
  }

  #script(type: FrameRequestType, reply: ScriptedReply): void {
    this.#scripted.set(type, [...(this.#scripted.get(type) ?? []), reply])
  }
}

/** The answer a scripted reply gives; a hold is marked reached and answers when the test releases it. */
export function playScriptedReply(scripted: ScriptedReply): FrameAnswer | Promise<FrameAnswer> {
  if (scripted.kind === 'reply') return { ok: true, payload: scripted.payload }
  if (scripted.kind === 'error') return { ok: false, message: scripted.message }
  scripted.markReached()
  return scripted.answer
}
