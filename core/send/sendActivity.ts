import { accountTarget } from '../account/accountTarget.js'
import type { CoreContext } from '../CoreContext.js'
import type { AccountData } from '../portfolio/AccountData.js'
import { INITIAL_ACTIVITY, type ActivityState } from '../portfolio/AccountDataState.js'
import { addPendingTransaction, settlePendingTransaction } from '../portfolio/pendingTransactions.js'
import type { Transaction } from '../portfolio/Transaction.js'

/** What a send changes in the Account data: its Activity entry and the Tokens tab. */
export type SendActivity = Pick<AccountData, 'update' | 'getSnapshot' | 'loadTokens'>

/**
 * Puts a just-sent transaction first in Activity (status 'pending') when `key` (CAIP-10) is the
 * account the view shows; at most PENDING_TRANSACTIONS_LIMIT pending entries are kept.
 * @example showPending(context, accountData, plan.accountKey, entry)
 */
export function showPending(context: Pick<CoreContext, 'state'>, activity: SendActivity, key: string, transaction: Transaction): void {
  if (accountTarget(context.state.getSnapshot())?.key !== key) return
  updateActivity(activity, (current) => addPendingTransaction(current.key === key ? current : { ...INITIAL_ACTIVITY, key }, transaction))
}

/**
 * The sent transaction `hash` turned final ('confirmed', 'failed'), or is removed (`undefined`:
 * its outcome is unknown).
 * @example settleSent(accountData, hash, 'confirmed')
 */
export function settleSent(activity: SendActivity, hash: string, status: 'confirmed' | 'failed' | undefined): void {
  updateActivity(activity, (current) => settlePendingTransaction(current, hash, status))
}

/**
 * Reads the Tokens tab afresh when it shows `key`'s balances (after a send settled).
 * @example await refreshTokensOf(accountData, plan.accountKey)
 */
export async function refreshTokensOf(activity: SendActivity, key: string): Promise<void> {
  if (activity.getSnapshot().tokens.key === key) await activity.loadTokens({ force: true })
}

/** Applies `change` to the Activity state, emitting only when it changed. */
function updateActivity(data: SendActivity, change: (activity: ActivityState) => ActivityState): void {
  data.update((current) => {
    const activity = change(current.activity)
    return activity === current.activity ? current : { ...current, activity }
  })
}
