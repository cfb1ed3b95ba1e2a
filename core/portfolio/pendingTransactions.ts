import type { ActivityState } from './AccountDataState.js'
import { groupTransactionsByYearMonth } from './groupTransactionsByYearMonth.js'
import type { Transaction } from './Transaction.js'

/** Pending transactions kept in Activity at most (spec); the oldest pending entry drops first. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/**
 * Activity with a just-sent transaction first (status 'pending'), an entry of the same hash
 * replaced, and at most PENDING_TRANSACTIONS_LIMIT pending entries: older pending entries drop.
 * @example addPendingTransaction(activity, sent).transactions[0] === sent // true
 */
export function addPendingTransaction(activity: ActivityState, transaction: Transaction): ActivityState {
  const others = activity.transactions.filter((entry) => entry.metadata.hash !== transaction.metadata.hash)
  let room = PENDING_TRANSACTIONS_LIMIT - 1
  // Newest first: once the pending entries before it fill the limit, a pending entry is the oldest and drops.
  const kept = others.filter((entry) => entry.metadata.status !== 'pending' || room-- > 0)
  return withTransactions({ ...activity, empty: false }, [transaction, ...kept])
}

/**
 * Activity with the entry of `hash` final: 'confirmed' or 'failed', or removed (`undefined`:
 * its outcome is unknown). Unchanged (the same reference) when no entry has that hash.
 * @example settlePendingTransaction(activity, hash, 'confirmed')
 */
export function settlePendingTransaction(activity: ActivityState, hash: string, status: 'confirmed' | 'failed' | undefined): ActivityState {
  if (!activity.transactions.some((entry) => entry.metadata.hash === hash)) return activity
  const transactions = status === undefined
    ? activity.transactions.filter((entry) => entry.metadata.hash !== hash)
    : activity.transactions.map((entry) => (entry.metadata.hash === hash ? { ...entry, metadata: { ...entry.metadata, status } } : entry))
  return withTransactions({ ...activity, empty: transactions.length === 0 && activity.next === null && activity.status === 'ready' }, transactions)
}

/**
 * A loaded history page with the still-pending entries the page does not list yet put first,
 * so a reload of Activity does not hide a transaction that is on its way.
 * @example withPendingTransactions(page, previous.transactions)
 */
export function withPendingTransactions(loaded: readonly Transaction[], previous: readonly Transaction[]): readonly Transaction[] {
  const listed = new Set(loaded.map((entry) => entry.metadata.hash))
  const pending = previous.filter((entry) => entry.metadata.status === 'pending' && !listed.has(entry.metadata.hash))
  return pending.length === 0 ? loaded : [...pending, ...loaded]
}

function withTransactions(activity: ActivityState, transactions: readonly Transaction[]): ActivityState {
  return { ...activity, transactions, transactionsByYear: groupTransactionsByYearMonth(transactions) }
}
