import type * as z from 'zod/mini'
import { BaseError } from '../../core/errors/BaseError.js'
import { FRAME_REQUEST_TYPES, type FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'
import { detectParentOrigin, type ParentOriginSources } from './detectParentOrigin.js'
import { DroppedRequest, FrameRequestError } from './FrameRequestError.js'
import { isOriginAllowed } from './isOriginAllowed.js'

/** Prefix of the app's messages, as adapters/frame/parseFrameMessage.ts speaks them. */
export const APP_PREFIX = '@w3m-app/'
/** Prefix of the frame's replies and events. */
export const FRAME_PREFIX = '@w3m-frame/'
/** The app makes UUIDs; a longer id is not one of them, and a bound keeps replies small. */
export const MAX_ID_LENGTH = 128
/** How many ids are remembered to drop replays; old ones fall out first. */
const REMEMBERED_IDS = 1_000

/** The part of `window` the channel needs: its parent to post to, and its message events. */
export interface ChannelHost {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** Who asked, as the browser vouches for it: the pinned origin, never a value from the payload. */
export interface RequestContext {
  readonly id: string
  readonly origin: string
}

/** A handler gets the checked payload; its result is the `_SUCCESS` payload, its throw the `_ERROR`. */
export type RequestHandler<T> = (payload: T, context: RequestContext) => unknown

/** The window, what the browser says about the embedder, and the origins allowed to be it. */
export interface ParentChannelOptions {
  readonly host: ChannelHost
  readonly origins: ParentOriginSources
  readonly allowedOrigins: readonly string[]
  /** Shows the visitor why nothing happens; called when the embedder is not allowed. */
  readonly refuse: () => void
  /** Where unexpected handler failures go (their text never reaches the app). */
  readonly log?: (line: string, error?: unknown) => void
}

interface Registration {
  readonly schema: z.ZodMiniType
  readonly handler: RequestHandler<unknown>
  readonly reply: boolean
}

const KNOWN_NAMES: ReadonlySet<string> = new Set(FRAME_REQUEST_TYPES)

/**
 * The frame's end of the postMessage protocol. `start()` pins the parent's origin if it is
 * allowed and posts READY to it; from then on only messages from `window.parent` at that origin
 * with a known type and a fresh id are handled, and every post targets that origin.
 * @example new ParentChannel({ host: window, origins, allowedOrigins, refuse }).handle('GET_CHAIN_ID', z.unknown(), () => ({ chainId: 1 })).start()
 */
export class ParentChannel {
  readonly #options: ParentChannelOptions
  readonly #registrations = new Map<string, Registration>()
  readonly #seenIds = new Set<string>()
  #pinned: string | undefined

  constructor(options: ParentChannelOptions) {
    this.#options = options
  }

  /** Registers the handler of `@w3m-app/<name>`; `reply: false` for notices such as RPC_ABORT. */
  handle<S extends z.ZodMiniType>(name: FrameRequestType, schema: S, handler: RequestHandler<z.infer<S>>, options: { readonly reply?: boolean } = {}): this {
    this.#registrations.set(name, { schema, handler: handler as RequestHandler<unknown>, reply: options.reply ?? true })
    return this
  }

  /** Pins the parent origin and posts READY, or refuses: 'open' | 'refused'. */
  start(): 'open' | 'refused' {
    const { host, origins, allowedOrigins } = this.#options
    const origin = detectParentOrigin(origins)
    // Not framed at all (parent is itself) counts as refused: there is no app to serve.
    if ((host.parent as unknown) === host || origin === undefined || !isOriginAllowed(origin, allowedOrigins)) {
      this.#options.refuse()
      return 'refused'
    }
    this.#pinned = origin
    host.addEventListener('message', this.#onMessage)
    this.#post({ type: `${FRAME_PREFIX}READY` })
    return 'open'
  }

  /** Stops listening; nothing is posted afterwards. */
  stop(): void {
    this.#options.host.removeEventListener('message', this.#onMessage)
    this.#pinned = undefined
  }

  /** The pinned parent origin once `start()` accepted it. */
  get origin(): string | undefined {
    return this.#pinned
  }

  /** Posts an unsolicited event (SESSION_UPDATE) to the pinned origin. */
  emit(name: 'SESSION_UPDATE', payload: { readonly handle: string | null }): void {
    this.#post({ type: `${FRAME_PREFIX}${name}`, payload })
  }

  readonly #onMessage = (event: MessageEvent): void => {
    const origin = this.#pinned
    // The browser sets source and origin; both must be the embedder, anything else is ignored silently.
    if (origin === undefined || event.source !== this.#options.host.parent || event.origin !== origin) return
    const message = readEnvelope(event.data)
    if (!message || this.#seenIds.has(message.id)) return
    this.#remember(message.id)
    void this.#dispatch(message, { id: message.id, origin })
  }

  async #dispatch(message: Envelope, context: RequestContext): Promise<void> {
    const registration = this.#registrations.get(message.name)
    if (!registration) {
      this.#replyError(message, new FrameRequestError(`Unsupported request: ${message.name}`))
      return
    }
    const parsed = registration.schema.safeParse(message.payload)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
      this.#replyError(message, new FrameRequestError(`Invalid ${message.name} payload${where}: ${issue?.message ?? 'malformed'}`))
      return
    }
    try {
      const result = await registration.handler(parsed.data, context)
      if (!registration.reply) return
      this.#post(result === undefined ? { type: `${FRAME_PREFIX}${message.name}_SUCCESS`, id: message.id } : { type: `${FRAME_PREFIX}${message.name}_SUCCESS`, id: message.id, payload: result })
    } catch (error) {
      if (error instanceof DroppedRequest || !registration.reply) return
      this.#replyError(message, error)
    }
  }

  #replyError(message: Envelope, error: unknown): void {
    let payload: { message: string; code?: number }
    if (error instanceof FrameRequestError) payload = error.code === undefined ? { message: error.shortMessage } : { message: error.shortMessage, code: error.code }
    else if (error instanceof BaseError) payload = { message: error.shortMessage }
    else {
      // Unexpected failures keep their details in the frame: the app gets a generic text.
      this.#options.log?.(`${message.name} failed`, error)
      payload = { message: 'An error occurred' }
    }
    this.#post({ type: `${FRAME_PREFIX}${message.name}_ERROR`, id: message.id, payload })
  }

  #post(message: { readonly type: string; readonly id?: string; readonly payload?: unknown }): void {
    const origin = this.#pinned
    if (origin === undefined) return
    try {
      this.#options.host.parent.postMessage(message, origin)
    } catch (error) {
      // A result the browser cannot clone: tell the app instead of leaving it waiting.
      this.#options.log?.(`could not post ${message.type}`, error)
      if (message.id !== undefined && message.type.endsWith('_SUCCESS')) {
        this.#options.host.parent.postMessage({ type: message.type.replace(/_SUCCESS$/, '_ERROR'), id: message.id, payload: { message: 'An error occurred' } }, origin)
      }
    }
  }

  #remember(id: string): void {
    this.#seenIds.add(id)
    if (this.#seenIds.size > REMEMBERED_IDS) {
      const oldest = this.#seenIds.values().next().value
      if (oldest !== undefined) this.#seenIds.delete(oldest)
    }
  }
}

interface Envelope {
  readonly name: FrameRequestType
  readonly id: string
  readonly payload: unknown
}

/** The envelope `{ type: '@w3m-app/<KNOWN>', id, payload? }`, or undefined for anything else. */
function readEnvelope(data: unknown): Envelope | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, id, payload } = data as { type?: unknown; id?: unknown; payload?: unknown }
  if (typeof type !== 'string' || !type.startsWith(APP_PREFIX)) return undefined
  const name = type.slice(APP_PREFIX.length)
  if (!KNOWN_NAMES.has(name)) return undefined
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) return undefined
  return { name: name as FrameRequestType, id, payload }
}
