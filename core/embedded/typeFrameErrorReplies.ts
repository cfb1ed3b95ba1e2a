import { toWalletError } from '../errors/providerErrors.js'
import { FrameError } from './FrameError.js'

/**
 * Runs `call`; the frame's own error replies carry EIP-1193 codes (4001 when the visitor
 * rejected in the frame), so they leave typed like a wallet's. Lives in the lazy embedded chunk:
 * the error catalogue it needs must not reach the page's first chunk.
 * @example await typeFrameErrorReplies(() => rpc.request({ method: 'personal_sign', params, network }))
 */
export async function typeFrameErrorReplies<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof FrameError && error.kind === 'errorReply' && error.code !== undefined) {
      throw toWalletError({ code: error.code, message: error.shortMessage, cause: error })
    }
    throw error
  }
}
