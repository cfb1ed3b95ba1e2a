import type { CoreContext } from '../CoreContext.js'
import type { SendActivity } from '../send/sendActivity.js'
import type { SwapSession } from './startSwapSession.js'

/**
 * `startSwapSession` from a chunk of its own: the use cases' chunk (loaded by every connect)
 * carries only this import; the swap's code loads on the first `createSwap`.
 * @example const swap = await createSwapSession(context, accountData)
 */
export async function createSwapSession(context: CoreContext, activity: SendActivity): Promise<SwapSession> {
  const { startSwapSession } = await import('./startSwapSession.js')
  return startSwapSession(context, activity)
}
