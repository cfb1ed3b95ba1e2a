import { BaseError } from '../errors/BaseError.js'
import type { FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'

/** The frame answered with a payload that is not what its request type promises. */
export class InvalidFrameReplyError extends BaseError {
  override name = 'InvalidFrameReplyError'
  constructor(type: FrameRequestType, cause: unknown) {
    super(`The embedded wallet sent an invalid ${type} reply`, { cause, category: 'WALLET_ERROR', details: { type } })
  }
}
