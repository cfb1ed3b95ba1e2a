import { FrameError } from '../../core/embedded/FrameError.js'
import type { Clock, TimerId } from '../../ports/Clock.js'
import type { FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'
import type { FrameMessage } from './parseFrameMessage.js'

type Outcome = { readonly ok: true; readonly payload: unknown } | { readonly ok: false; readonly error: unknown }

interface PendingRequest {
  readonly type: FrameRequestType
  readonly settle: (outcome: Outcome) => void
}

/** One request to track: its type, id, and what may end it besides a reply. */
export interface TrackedRequest {
  readonly id: string
  readonly type: FrameRequestType
  readonly signal?: AbortSignal | undefined
  /** Rejects with the request timeout's FrameError after this long. */
  readonly timeoutMs?: number | undefined
  /** Called once an abort settled it (the adapter tells the frame of an aborted RPC). */
  readonly onAborted?: () => void
}

/**
 * The frame adapter's pending requests by id. Each settles once, by its reply, its own timer,
 * its abort or `rejectAll`; whatever comes after finds no entry (a replay does nothing).
 * @example const reply = table.track({ id, type: 'GET_USER', timeoutMs: 30_000 })
 */
export class FrameRequestTable {
  readonly #clock: Clock
  readonly #pending = new Map<string, PendingRequest>()

  constructor(clock: Clock) {
    this.#clock = clock
  }

  /** How many requests wait for a reply. */
  get size(): number {
    return this.#pending.size
  }

  /** Starts tracking a request; the promise settles with its reply payload or its failure. */
  track(request: TrackedRequest): { readonly reply: Promise<unknown>; readonly fail: (error: unknown) => void } {
    const { id, type, signal, timeoutMs } = request
    const rpc = type === 'RPC_REQUEST'
    let fail: (error: unknown) => void = () => undefined
    const reply = new Promise<unknown>((resolve, reject) => {
      let timer: TimerId | undefined
      const onAbort = (): void => {
        settle({ ok: false, error: new FrameError({ kind: 'aborted', rpc }, { cause: signal?.reason, details: { type, id } }) })
        request.onAborted?.()
      }
      const settle = (outcome: Outcome): void => {
        // The first outcome wins: a replay, a late reply or a second abort finds no entry.
        if (this.#pending.get(id) !== entry) return
        this.#pending.delete(id)
        if (timer !== undefined) this.#clock.clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        if (outcome.ok) resolve(outcome.payload)
        else reject(outcome.error)
      }
      const entry: PendingRequest = { type, settle }
      this.#pending.set(id, entry)
      fail = (error) => settle({ ok: false, error })
      signal?.addEventListener('abort', onAbort, { once: true })
      if (timeoutMs !== undefined) {
        timer = this.#clock.setTimeout(() => settle({ ok: false, error: new FrameError({ kind: 'requestTimeout' }, { details: { type, id, timeoutMs } }) }), timeoutMs)
      }
    })
    return { reply, fail }
  }

  /** Settles the request a reply answers: its id pending, its type the one asked. Others are ignored. */
  receive(message: Extract<FrameMessage, { readonly kind: 'success' | 'error' }>): void {
    const entry = this.#pending.get(message.id)
    if (!entry || entry.type !== message.requestType) return
    if (message.kind === 'success') entry.settle({ ok: true, payload: message.payload })
    else entry.settle({ ok: false, error: new FrameError({ kind: 'errorReply', message: message.message, code: message.code }, { details: { type: entry.type, id: message.id } }) })
  }

  /** Rejects every pending request as aborted (the frame is going away). */
  rejectAll(reason: string): void {
    for (const [id, entry] of [...this.#pending]) {
      entry.settle({ ok: false, error: new FrameError({ kind: 'aborted', rpc: entry.type === 'RPC_REQUEST' }, { details: { type: entry.type, id, reason } }) })
    }
  }
}
