import { useId, useState } from 'react'
import type { SwapTokenOption } from '../../../../core/index.js'
import { formatTokenBalance } from '../../../../core/internal.js'
import { useModalContext } from '../../ModalContext.js'
import { muted, rowButton, secondaryButton, swapIn } from '../../styles.js'
import { field } from './swapStyles.js'
import { TokenLogo } from './TokenLogo.js'

/**
 * The token list of one side of the swap, with a search over symbol, name and address. The
 * tokens the account holds come first (the session orders them), each with its balance.
 */
export function TokenPicker(props: { readonly heading: string; readonly tokens: readonly SwapTokenOption[]; readonly onPick: (token: SwapTokenOption) => void; readonly onCancel: () => void }) {
  const { translator } = useModalContext()
  const { t, formatDecimal } = translator
  const id = useId()
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = needle === '' ? props.tokens : props.tokens.filter((token) => [token.symbol, token.name, token.address].some((text) => text.toLowerCase().includes(needle)))
  return (
    <section aria-labelledby={`${id}-heading`} css={[swapIn, { display: 'grid', gap: 8 }]}>
      <h3 id={`${id}-heading`} css={{ margin: 0, fontSize: 15 }}>
        {props.heading}
      </h3>
      <label htmlFor={`${id}-search`} css={{ fontWeight: 600, fontSize: 13 }}>
        {t('swap.search')}
      </label>
      <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" spellCheck={false} placeholder={t('swap.searchPlaceholder')} css={field} />
      {shown.length === 0 ? <p css={[muted, { textAlign: 'center' }]}>{t('swap.noMatch')}</p> : null}
      <ul aria-label={props.heading} css={{ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none', maxHeight: 280, overflowY: 'auto' }}>
        {shown.map((token) => (
          <li key={token.address}>
            <button type="button" css={rowButton} onClick={() => props.onPick(token)}>
              {token.logoUri ? <TokenLogo url={token.logoUri} /> : null}
              <span css={{ display: 'grid', textAlign: 'start', minWidth: 0 }}>
                <span css={{ fontWeight: 600 }}>{token.symbol}</span>
                <span css={[muted, { fontSize: 13 }]}>{token.name}</span>
              </span>
              <span css={{ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' }}>{formatDecimal(formatTokenBalance(token.balance) ?? token.balance)}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" css={secondaryButton} onClick={props.onCancel}>
        {t('swap.cancel')}
      </button>
    </section>
  )
}
