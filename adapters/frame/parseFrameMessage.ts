import * as z from 'zod/mini'
import { FRAME_REQUEST_TYPES, type FrameEvent, type FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'

/** Every message the frame posts starts with this; anything else on the window is someone else's. */
export const FRAME_MESSAGE_PREFIX = '@w3m-frame/'

/** Every message walletport posts to the frame starts with this. */
export const APP_MESSAGE_PREFIX = '@w3m-app/'

/** An id longer than this is not one walletport made; a bound keeps a hostile page from sending megabytes. */
const MAX_ID_LENGTH = 128
/** The frame's error texts reach the visitor; longer ones are not a message but noise. */
const MAX_ERROR_MESSAGE_LENGTH = 1_000

/** A message from the frame, read and checked; replies still need their id matched to a pending request. */
export type FrameMessage =
  | { readonly kind: 'event'; readonly event: FrameEvent }
  | { readonly kind: 'success'; readonly id: string; readonly requestType: FrameRequestType; readonly payload: unknown }
  | { readonly kind: 'error'; readonly id: string; readonly requestType: FrameRequestType; readonly message: string | undefined; readonly code: number | undefined }

const eventSchema = z.union([
  z.object({ type: z.literal(`${FRAME_MESSAGE_PREFIX}READY`) }),
  z.object({ type: z.literal(`${FRAME_MESSAGE_PREFIX}SESSION_UPDATE`), payload: z.unknown() }),
])

const replySchema = z.object({
  type: z.string(),
  id: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  payload: z.optional(z.unknown()),
})

// An error reply carries its message, or nothing ('An error occurred' then).
const errorPayloadSchema = z.optional(
  z.object({
    message: z.optional(z.string().check(z.maxLength(MAX_ERROR_MESSAGE_LENGTH))),
    code: z.optional(z.number().check(z.int())),
  }),
)

const REQUEST_TYPES: ReadonlySet<string> = new Set(FRAME_REQUEST_TYPES)
const REPLY_TYPE = /^@w3m-frame\/([A-Z_]+)_(SUCCESS|ERROR)$/

/**
 * Reads `event.data` of a window message as a frame message: READY, SESSION_UPDATE, or a
 * `_SUCCESS`/`_ERROR` reply to a known request type with an id. Anything else is `undefined`.
 * It does not check who sent it; the caller checks the origin and the source window first.
 * @example parseFrameMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'a1', payload: user })
 */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const event = eventSchema.safeParse(data)
  if (event.success) {
    return event.data.type === `${FRAME_MESSAGE_PREFIX}READY`
      ? { kind: 'event', event: { type: 'READY' } }
      : { kind: 'event', event: { type: 'SESSION_UPDATE', payload: event.data.payload } }
  }
  const reply = replySchema.safeParse(data)
  if (!reply.success) return undefined
  const [, name, outcome] = REPLY_TYPE.exec(reply.data.type) ?? []
  if (name === undefined || !REQUEST_TYPES.has(name)) return undefined
  const requestType = name as FrameRequestType
  if (outcome === 'SUCCESS') return { kind: 'success', id: reply.data.id, requestType, payload: reply.data.payload }
  const error = errorPayloadSchema.safeParse(reply.data.payload)
  if (!error.success) return undefined
  return { kind: 'error', id: reply.data.id, requestType, message: error.data?.message, code: error.data?.code }
}
