import { useEffect, useMemo } from 'react'
import { tokenTable, type TokenRow } from '../../../core/internal.js'
import { useAccount } from '../../useAccount.js'
import { useNetwork } from '../../useNetwork.js'
import { useModalContext } from '../ModalContext.js'
import { Spinner } from '../parts/Spinner.js'
import { muted, secondaryButton } from '../styles.js'
import { useAccountData, useAlertOf } from './useAccountData.js'

const rowStyle = { display: 'grid', gridTemplateColumns: '32px 1fr auto', alignItems: 'center', gap: 12, padding: '8px 4px' } as const

/**
 * The Tokens tab: each balance with value, price and quantity (2 decimals), the total value,
 * 'Token Balance Unavailable' with a retry on an unsupported network or a failed fetch.
 */
export function TokensPanel() {
  const { walletport, translator } = useModalContext()
  const { t, translateMessage, locale } = translator
  const { caipAddress } = useAccount()
  const { caipNetwork } = useNetwork()
  const tokens = useAccountData((state) => state.tokens)
  useAlertOf(tokens.alert)
  useEffect(() => {
    void walletport.loadTokens()
  }, [walletport, caipAddress, caipNetwork?.caipNetworkId])
  const table = useMemo(() => tokenTable(tokens.balances), [tokens.balances])
  const money = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }), [locale])
  const usd = (amount: string) => money.format(Number(amount))
  if (tokens.status === 'unavailable') {
    return (
      <div css={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
        <p css={muted}>{translateMessage(tokens.error ?? '')}</p>
        <button type="button" css={[secondaryButton, { minHeight: 36 }]} onClick={() => void walletport.loadTokens({ force: true })}>
          {t('tokens.retry')}
        </button>
      </div>
    )
  }
  if (tokens.status !== 'ready') {
    return (
      <p role="status" css={[muted, { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }]}>
        <Spinner size={16} />
        {t('tokens.loading')}
      </p>
    )
  }
  if (table.rows.length === 0) return <p css={[muted, { textAlign: 'center' }]}>{t('tokens.empty')}</p>
  return (
    <div>
      <p css={{ display: 'flex', justifyContent: 'space-between', margin: '0 4px 8px', fontWeight: 600 }}>
        <span>{t('tokens.total')}</span>
        <span data-testid="tokens-total">{usd(table.total)}</span>
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('tabs.tokens')}>
        {table.rows.map((row) => (
          <TokenLine key={row.key} row={row} usd={usd} />
        ))}
      </ul>
    </div>
  )
}

function TokenLine({ row, usd }: { readonly row: TokenRow; readonly usd: (amount: string) => string }) {
  const { t, formatDecimal } = useModalContext().translator
  return (
    <li css={rowStyle}>
      {row.iconUrl ? <img src={row.iconUrl} alt="" width={32} height={32} css={{ borderRadius: '50%' }} /> : <span aria-hidden="true" css={{ width: 32, height: 32, borderRadius: '50%', background: 'var(--wp-color-surface-hover)' }} />}
      <span css={{ display: 'grid', minWidth: 0 }}>
        <span css={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.name}</span>
        <span css={[muted, { fontSize: 13 }]}>{row.price === undefined ? t('tokens.unpriced') : t('tokens.price', { price: usd(row.price) })}</span>
      </span>
      <span css={{ display: 'grid', justifyItems: 'end' }}>
        <span css={{ fontWeight: 600 }}>{row.value === undefined ? '—' : usd(row.value)}</span>
        <span css={[muted, { fontSize: 13 }]}>
          {formatDecimal(row.quantity)} {row.symbol}
        </span>
      </span>
    </li>
  )
}
