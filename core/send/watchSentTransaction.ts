import { fetchBalance } from '../account/fetchBalance.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'
import type { BaseError } from '../errors/BaseError.js'
import { toWalletError } from '../errors/providerErrors.js'
import type { SendPlan } from './planSend.js'
import { refreshTokensOf, settleSent, type SendActivity } from './sendActivity.js'
import { TransactionRevertedError } from './sendErrors.js'

/**
 * How a sent transaction ended, as watchSentTransaction saw it: 'confirmed', 'failed' (reverted:
 * TransactionRevertedError), 'unknown' (the wait itself failed), or 'unfollowed' (the adapter
 * cannot wait for transactions).
 */
export type SendOutcome =
  | { readonly status: 'confirmed' | 'unfollowed'; readonly error?: undefined }
  | { readonly status: 'failed' | 'unknown'; readonly error: BaseError }

/**
 * Follows a sent transaction to its end through the adapter's `waitForTransaction`: the
 * Activity entry turns 'confirmed' or 'failed' (removed when the wait itself fails: the
 * outcome is unknown), the native balance and the Tokens tab are read again, then
 * SEND_CONFIRMED or SEND_FAILED goes out; resolves that outcome. Without `waitForTransaction`
 * the entry stays pending until the history lists it ('unfollowed'). Never throws.
 * @example void watchSentTransaction(context, accountData, { plan, hash })
 */
export async function watchSentTransaction(context: CoreContext, activity: SendActivity, params: { readonly plan: SendPlan; readonly hash: string }): Promise<SendOutcome> {
  const { plan, hash } = params
  const { namespace, network } = plan
  const adapter = adapterFor(context, namespace)
  if (!adapter.waitForTransaction) return { status: 'unfollowed' }
  let outcome: SendOutcome
  try {
    const receipt = await adapter.waitForTransaction({ network, hash })
    outcome = receipt.status === 'success' ? { status: 'confirmed' } : { status: 'failed', error: new TransactionRevertedError({ hash }) }
  } catch (cause) {
    context.logger.warn(`send: could not follow ${hash}`, cause)
    outcome = { status: 'unknown', error: toWalletError(cause) }
  }
  settleSent(activity, hash, outcome.status === 'confirmed' || outcome.status === 'failed' ? outcome.status : undefined)
  await Promise.all([fetchBalance(context, { namespace, force: true }), refreshTokensOf(activity, plan.accountKey)])
  context.emit(outcome.error ? { type: 'SEND_FAILED', namespace, hash, error: outcome.error } : { type: 'SEND_CONFIRMED', namespace, hash })
  return outcome
}
