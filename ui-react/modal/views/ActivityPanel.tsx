import { memo, useEffect, useMemo, useRef } from 'react'
import { type Transaction } from '../../../core/index.js'
import { MESSAGES, monthGroupsOf } from '../../../core/internal.js'
import { useAccount } from '../../useAccount.js'
import { useNetwork } from '../../useNetwork.js'
import { useModalContext } from '../ModalContext.js'
import { useModalScope } from '../ModalScope.js'
import { Spinner } from '../parts/Spinner.js'
import { muted, secondaryButton } from '../styles.js'
import { TransactionRow } from './TransactionRow.js'
import { useAccountData, useAlertOf } from './useAccountData.js'

/**
 * The Activity tab: loading → empty or filled; the connected chain's transactions grouped
 * by year then month; the next page loads when the end of the list scrolls into view (or
 * with the "Load more" button); a failure toasts 'Failed to fetch transactions', empties the
 * list and offers a retry.
 */
export function ActivityPanel() {
  const { walletport, translator } = useModalContext()
  const { t, translateMessage, locale } = translator
  const { notices } = useModalScope()
  const { caipAddress } = useAccount()
  const { caipNetwork } = useNetwork()
  const activity = useAccountData((state) => state.activity)
  useAlertOf(activity.alert)
  useEffect(() => {
    void walletport.loadActivity()
  }, [walletport, caipAddress, caipNetwork?.caipNetworkId])
  useEffect(() => {
    if (activity.status === 'failed' && activity.error === MESSAGES.TRANSACTIONS_FETCH_FAILED) notices.toast(translateMessage(activity.error), 'error')
  }, [activity.status, activity.error, notices, translateMessage])
  const groups = useMemo(() => monthGroupsOf(activity.transactionsByYear), [activity.transactionsByYear])
  const sentinel = useRef<HTMLLIElement | null>(null)
  const scroller = useRef<HTMLDivElement | null>(null)
  const hasMore = activity.status === 'ready' && activity.next !== null
  useEffect(() => {
    const target = sentinel.current
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void walletport.loadMoreActivity()
    }, { root: scroller.current, rootMargin: '120px' })
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, walletport, activity.transactions])
  const monthFormat = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [locale])
  // "Now" for relative times moves when a first page loads, not on every render (rows stay memoized).
  const now = useMemo(() => Date.now(), [activity.loadedAt])

  if (activity.status === 'unsupported') return <p css={[muted, { textAlign: 'center' }]}>{t('activity.unsupported')}</p>
  if (activity.status === 'failed') {
    return (
      <div css={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
        <p css={muted}>{translateMessage(activity.error ?? MESSAGES.TRANSACTIONS_FETCH_FAILED)}</p>
        {activity.error === MESSAGES.TRANSACTIONS_FETCH_FAILED ? (
          <button type="button" css={[secondaryButton, { minHeight: 36 }]} onClick={() => void walletport.loadActivity({ force: true })}>
            {t('activity.retry')}
          </button>
        ) : null}
      </div>
    )
  }
  if (activity.status !== 'ready') {
    return (
      <p role="status" css={[muted, { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }]}>
        <Spinner size={16} />
        {t('activity.loading')}
      </p>
    )
  }
  if (activity.transactions.length === 0 && activity.next === null) return <p css={[muted, { textAlign: 'center' }]}>{t('activity.empty')}</p>
  return (
    <div ref={scroller} css={{ maxHeight: 360, overflowY: 'auto' }} data-testid="activity-list">
      {groups.map((group) => (
        <MonthSection key={`${group.year}-${group.month}`} label={monthFormat.format(Date.UTC(group.year, group.month, 1))} transactions={group.transactions} now={now} />
      ))}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li ref={sentinel} css={{ display: 'grid', justifyItems: 'center', padding: 8 }}>
          {activity.loadingMore ? (
            <span role="status" css={[muted, { display: 'flex', gap: 8, alignItems: 'center' }]}>
              <Spinner size={16} />
              {t('activity.loadingMore')}
            </span>
          ) : hasMore ? (
            <button type="button" css={[secondaryButton, { minHeight: 36 }]} onClick={() => void walletport.loadMoreActivity()}>
              {t('activity.more')}
            </button>
          ) : null}
        </li>
      </ul>
    </div>
  )
}

/**
 * One month of the list. Pages only append, so a month whose list has the same length and
 * ends are unchanged renders nothing again (the grouping makes new arrays on every page).
 */
const MonthSection = memo(
  function MonthSection({ label, transactions, now }: { readonly label: string; readonly transactions: readonly Transaction[]; readonly now: number }) {
    return (
      <section aria-label={label} css={{ contentVisibility: 'auto' }}>
        <h3 css={[muted, { margin: '12px 4px 4px', fontSize: 13, fontWeight: 600 }]}>{label}</h3>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {transactions.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} now={now} />
          ))}
        </ul>
      </section>
    )
  },
  (previous, next) =>
    previous.label === next.label &&
    previous.now === next.now &&
    previous.transactions.length === next.transactions.length &&
    previous.transactions[0] === next.transactions[0] &&
    previous.transactions.at(-1) === next.transactions.at(-1),
)
