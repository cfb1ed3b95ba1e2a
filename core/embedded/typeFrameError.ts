import { toWalletError } from '../errors/providerErrors.js'
import { FrameError } from './FrameError.js'

/**
 * Runs a frame call; an error reply carrying an EIP-1193 code (4001 when the visitor rejected in
 * the frame) leaves typed like a wallet's (UserRejectedRequestError), the frame's text as cause.
 * @example await typeFrameError(() => wallet.rpc({ method: 'personal_sign', params, network }))
 */
export async function typeFrameError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof FrameError && error.kind === 'errorReply' && error.code !== undefined) {
      throw toWalletError({ code: error.code, message: error.shortMessage, cause: error })
    }
    throw error
  }
}
