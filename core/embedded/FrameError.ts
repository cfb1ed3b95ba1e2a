import type { AlertCode } from '../errors/alerts.js'
import { BaseError } from '../errors/BaseError.js'
import { MESSAGES } from '../errors/messages.js'

/** What went wrong between walletport and the embedded wallet frame. */
export type FrameErrorReason =
  /** The request was aborted (e.g. the modal closed); `rpc` tells an RPC request from the others. */
  | { readonly kind: 'aborted'; readonly rpc: boolean }
  /** The frame answered `_ERROR`, with its message if it sent one. */
  | { readonly kind: 'errorReply'; readonly message?: string | undefined; readonly code?: number | undefined }
  /** The frame did not load or did not signal ready within the load timeout. */
  | { readonly kind: 'loadFailed' }
  /** The frame did not answer a request within the request timeout. */
  | { readonly kind: 'requestTimeout' }

/**
 * An embedded-wallet frame failure with the exact text the visitor sees:
 * `new FrameError({ kind: 'aborted', rpc: true }).shortMessage === 'Request was aborted'`.
 */
export class FrameError extends BaseError {
  override name = 'FrameError'
  readonly kind: FrameErrorReason['kind']
  /** The alert to raise, if any: IFRAME_LOAD_FAILED (frame never loaded) or IFRAME_REQUEST_TIMEOUT (no answer). */
  readonly alertCode: AlertCode | undefined
  /** An error reply's code, when the frame sent one (4001: the visitor rejected it in the frame). */
  readonly code: number | undefined

  constructor(reason: FrameErrorReason, parameters: { readonly cause?: unknown; readonly details?: Readonly<Record<string, unknown>> } = {}) {
    super(frameErrorMessage(reason), {
      ...parameters,
      category: reason.kind === 'loadFailed' || reason.kind === 'requestTimeout' ? 'NETWORK_ERROR' : 'WALLET_ERROR',
      details: { ...parameters.details, kind: reason.kind },
    })
    this.kind = reason.kind
    this.code = reason.kind === 'errorReply' ? reason.code : undefined
    this.alertCode = reason.kind === 'loadFailed' ? 'APKT003' : reason.kind === 'requestTimeout' ? 'APKT004' : undefined
  }
}

function frameErrorMessage(reason: FrameErrorReason): string {
  switch (reason.kind) {
    case 'aborted':
      return reason.rpc ? MESSAGES.FRAME_RPC_ABORTED : MESSAGES.FRAME_REQUEST_ABORTED
    case 'errorReply':
      // An empty message is as good as none: the visitor needs some text.
      return reason.message || MESSAGES.FRAME_ERROR_REPLY
    case 'loadFailed':
      return MESSAGES.FRAME_LOAD_FAILED
    case 'requestTimeout':
      return MESSAGES.FRAME_REQUEST_TIMEOUT
  }
}
