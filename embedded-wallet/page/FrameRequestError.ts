import { BaseError, type BaseErrorParameters } from '../../core/errors/BaseError.js'

/** EIP-1193 codes the frame answers with. */
export const RPC_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
} as const

/**
 * A request the frame answers with `_ERROR { message, code? }`: `shortMessage` is what the app
 * sees, so it must never carry secrets or stack traces.
 * @example throw new FrameRequestError('Unknown account', { code: 4100 })
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  readonly code: number | undefined

  constructor(message: string, parameters: BaseErrorParameters & { readonly code?: number } = {}) {
    super(message, parameters)
    this.code = parameters.code
  }
}

/** The visitor pressed Reject (or closed the approve UI). */
export function userRejected(): FrameRequestError {
  return new FrameRequestError('User rejected the request.', { code: RPC_ERROR_CODES.userRejected, category: 'USER_REJECTED' })
}

/**
 * Thrown by a handler whose request must get no reply at all (an RPC_REQUEST the app aborted:
 * it has already settled it, and a late answer would only be noise).
 */
export class DroppedRequest extends BaseError {
  override name = 'DroppedRequest'
}
