import { useModalContext } from '../ModalContext.js'
import { visuallyHidden } from '../styles.js'

/** The native balance, large, in the locale's digits, with the decimals dimmed. */
export function Balance({ value, symbol }: { readonly value: string; readonly symbol: string | undefined }) {
  const { translator } = useModalContext()
  const formatted = translator.formatDecimal(value)
  const separator = new Intl.NumberFormat(translator.locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const cut = formatted.lastIndexOf(separator)
  const whole = cut === -1 ? formatted : formatted.slice(0, cut)
  const decimals = cut === -1 ? '' : formatted.slice(cut)
  return (
    <p css={{ margin: '4px 0 0', fontSize: 36, fontWeight: 600, letterSpacing: '-0.02em', fontVariantNumeric: 'tabular-nums' }}>
      <span css={visuallyHidden}>{translator.t('account.balance')}: </span>
      {whole}
      {decimals ? <span css={{ color: 'var(--wp-color-fg-muted)' }}>{decimals}</span> : null}
      {symbol ? <span css={{ fontSize: 18 }}>{` ${symbol}`}</span> : null}
    </p>
  )
}
