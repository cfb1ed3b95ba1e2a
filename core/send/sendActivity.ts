import { accountTarget } from '../account/accountTarget.js'
import type { CoreContext } from '../CoreContext.js'
import type { AccountData } from '../portfolio/AccountData.js'
import { INITIAL_ACTIVITY } from '../portfolio/AccountDataState.js'
import { addPendingTransaction, settlePendingTransaction } from '../portfolio/pendingTransactions.js'
import type { Transaction } from '../portfolio/Transaction.js'

/** What a send changes in the Account data: its Activity entry and the Tokens tab. */
export type SendActivity = Pick<AccountData, 'updateActivity' | 'refreshTokens'>

/**
 * Puts a just-sent transaction first in Activity (status 'pending') when `key` (CAIP-10) is the
 * account the view shows; at most PENDING_TRANSACTIONS_LIMIT pending entries are kept.
 * @example showPending(context, accountData, plan.accountKey, entry)
 */
export function showPending(context: Pick<CoreContext, 'state'>, activity: SendActivity, key: string, transaction: Transaction): void {
  if (accountTarget(context.state.getSnapshot())?.key !== key) return
  activity.updateActivity((current) => addPendingTransaction(current.key === key ? current : { ...INITIAL_ACTIVITY, key }, transaction))
}

/**
 * The sent transaction `hash` turned final ('confirmed', 'failed'), or is removed (`undefined`:
 * its outcome is unknown).
 * @example settleSent(accountData, hash, 'confirmed')
 */
export function settleSent(activity: SendActivity, hash: string, status: 'confirmed' | 'failed' | undefined): void {
  activity.updateActivity((current) => settlePendingTransaction(current, hash, status))
}
