import { memo } from 'react'
import { type Transaction, type TransactionTransfer } from '../../../core/index.js'
import { formatRelativeTime, formatTokenBalance } from '../../../core/internal.js'
import type { MessageId } from '../../i18n/en.js'
import { useModalContext } from '../ModalContext.js'
import { muted } from '../styles.js'

const OPERATIONS = new Set(['send', 'receive', 'buy', 'mint', 'trade', 'approve', 'deploy', 'execute'])

/**
 * One transaction: what happened, its transfers, and when (relative time: "5 minutes ago").
 * Memoized: appending a page renders only the new rows.
 */
export const TransactionRow = memo(function TransactionRow({ transaction, now }: { readonly transaction: Transaction; readonly now: number }) {
  const { t, locale, formatDecimal } = useModalContext().translator
  const { operationType, status, minedAt, hash } = transaction.metadata
  const label = t((OPERATIONS.has(operationType) ? `activity.op.${operationType}` : 'activity.op.other') as MessageId)
  const transfers = (transaction.transfers ?? []).filter((transfer) => !transfer.nft_info?.flags.is_spam)
  const image = transfers.find((transfer) => transfer.nft_info)?.nft_info?.content?.preview?.url ?? transfers[0]?.fungible_info?.icon?.url
  const when = formatRelativeTime(Date.parse(minedAt), now, locale)
  return (
    <li css={{ display: 'grid', gridTemplateColumns: '32px 1fr auto', gap: 12, alignItems: 'center', padding: '8px 4px' }} data-hash={hash}>
      {image ? <img src={image} alt="" width={32} height={32} css={{ borderRadius: 8 }} /> : <span aria-hidden="true" css={{ width: 32, height: 32, borderRadius: 8, background: 'var(--wp-color-surface-hover)' }} />}
      <span css={{ display: 'grid', minWidth: 0 }}>
        <span css={{ fontWeight: 600 }}>
          {label}
          {status === 'failed' ? <span css={{ color: 'var(--wp-color-danger)', fontWeight: 400 }}> · {t('activity.failed')}</span> : null}
          {status === 'pending' ? <span css={[muted, { fontWeight: 400 }]}> · {t('activity.pending')}</span> : null}
        </span>
        <span css={[muted, { fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }]}>
          {transfers.length === 0 ? t('activity.noTransfers') : transfers.map((transfer) => describeTransfer(transfer, formatDecimal)).join(' · ')}
        </span>
      </span>
      <time css={[muted, { fontSize: 13 }]} dateTime={minedAt}>
        {when}
      </time>
    </li>
  )
})

function describeTransfer(transfer: TransactionTransfer, formatDecimal: (value: string) => string): string {
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name ?? 'NFT'}`
  const amount = formatTokenBalance(transfer.quantity.numeric)
  return `${sign}${amount === undefined ? transfer.quantity.numeric : formatDecimal(amount)} ${transfer.fungible_info?.symbol ?? ''}`.trim()
}
