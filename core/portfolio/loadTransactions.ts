import { PORTFOLIO_CACHE_MS } from './portfolioCache.js'
import { MESSAGES } from '../errors/messages.js'
import type { CoreContext } from '../CoreContext.js'
import type { Store } from '../state/Store.js'
import { filterTransactions } from './filterTransactions.js'
import { INITIAL_ACTIVITY, type AccountDataState, type ActivityState } from './AccountDataState.js'
import { alertOf } from './alertOf.js'
import { raiseProjectAlert } from '../projectConfig/raiseProjectAlert.js'
import { accountTarget } from '../account/accountTarget.js'
import { groupTransactionsByYearMonth } from './groupTransactionsByYearMonth.js'
import { withPendingTransactions } from './pendingTransactions.js'

type Context = Pick<CoreContext, 'state' | 'blockchainApi' | 'clock' | 'logger' | 'raiseAlert'>

/**
 * Loads the Activity tab: `more` false → the first page (reused when loaded less
 * than 30 s ago for the same account and chain, unless `force`), `more` true → the page at
 * the `next` cursor, appended. Only the connected chain's transactions, spam removed only
 * when every transfer is flagged, grouped by year then month. eip155 only. A failure
 * sets 'Failed to fetch transactions' and empties the list; no account sets 'Transactions
 * can't be fetched without an accountAddress'. Transactions sent from here and still pending
 * stay first until the history lists them. Never throws.
 */
export async function loadTransactions(
  context: Context,
  store: Store<AccountDataState>,
  params: { readonly more?: boolean; readonly force?: boolean; readonly signal?: AbortSignal } = {},
): Promise<void> {
  const target = accountTarget(context.state.getSnapshot())
  if (!target) return
  const { key } = target
  const set = (activity: ActivityState) => store.update((current) => ({ ...current, activity }))
  const previous = store.getSnapshot().activity
  const current = previous.key === key ? previous : { ...INITIAL_ACTIVITY, key }
  if (target.namespace !== 'eip155') return set({ ...current, status: 'unsupported' })
  if (!target.address) return set({ ...INITIAL_ACTIVITY, key, status: 'failed', empty: true, error: MESSAGES.TRANSACTIONS_NO_ACCOUNT })
  const api = context.blockchainApi
  if (!api) return set({ ...INITIAL_ACTIVITY, key, status: 'failed', empty: true, error: MESSAGES.TRANSACTIONS_FETCH_FAILED })
  if (params.more) {
    if (current.next === null || current.loading || current.loadingMore) return
  } else {
    const fresh = current.loadedAt !== undefined && context.clock.now() - current.loadedAt < PORTFOLIO_CACHE_MS
    if (current.loading || (fresh && current.status === 'ready' && !params.force)) return
  }
  const cursor = params.more ? current.next : null
  const pending = withPendingTransactions([], current.transactions)
  const reset = { ...INITIAL_ACTIVITY, key, transactions: pending, transactionsByYear: groupTransactionsByYearMonth(pending) }
  set({ ...(params.more ? current : reset), status: params.more ? 'ready' : 'loading', loading: !params.more, loadingMore: Boolean(params.more) })
  try {
    const page = await api.getTransactionHistory({
      account: target.address,
      chainId: target.network.caipNetworkId,
      ...(cursor === null ? {} : { cursor }),
      ...(params.signal ? { signal: params.signal } : {}),
    })
    const latest = store.getSnapshot().activity
    if (accountTarget(context.state.getSnapshot())?.key !== key || latest.key !== key) return
    const loaded = filterTransactions(page.data, target.network.caipNetworkId)
    const transactions = params.more ? [...latest.transactions, ...loaded] : withPendingTransactions(loaded, latest.transactions)
    set({
      ...latest,
      status: 'ready',
      transactions,
      transactionsByYear: groupTransactionsByYearMonth(transactions),
      next: page.next,
      loading: false,
      loadingMore: false,
      empty: transactions.length === 0 && page.next === null,
      error: undefined,
      alert: undefined,
      loadedAt: params.more ? latest.loadedAt : context.clock.now(),
    })
  } catch (error) {
    context.logger.warn(`transaction history failed for ${key}`, error)
    // A project fault reaches the instance's alert stream too, headless or not: once per code.
    raiseProjectAlert(context, error)
    if (accountTarget(context.state.getSnapshot())?.key !== key) return
    set({ ...INITIAL_ACTIVITY, key, status: 'failed', empty: true, error: MESSAGES.TRANSACTIONS_FETCH_FAILED, alert: alertOf(error) })
  }
}
