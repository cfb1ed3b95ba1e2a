import { css } from '@emotion/react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useModalContext } from '../ModalContext.js'
import { focusRing, muted } from '../styles.js'

const tabStyle = css`
  flex: 1;
  min-height: 40px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--wp-color-fg-muted);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: var(--wp-color-surface-hover);
    color: var(--wp-color-fg);
  }
  ${focusRing}
`

type Tab = 'tokens' | 'nfts' | 'activity'
const EMPTY_TEXT = { tokens: 'tabs.tokensEmpty', nfts: 'tabs.nftsEmpty', activity: 'tabs.activityEmpty' } as const

/**
 * Tokens / NFTs / Activity as a real ARIA tablist (arrow keys, Home, End; automatic
 * activation). The panels say plainly that their data source is not connected yet.
 */
export function AccountTabs() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const tabs: readonly Tab[] = walletport.options.features.history ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const [selected, setSelected] = useState<Tab>('tokens')
  const id = useId()
  const buttons = useRef(new Map<Tab, HTMLButtonElement>())
  const select = (tab: Tab) => {
    setSelected(tab)
    buttons.current.get(tab)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected)
    const next =
      event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === 'Home' ? tabs[0]
      : event.key === 'End' ? tabs[tabs.length - 1]
      : undefined
    if (!next) return
    event.preventDefault()
    select(next)
  }
  return (
    <div css={{ marginTop: 20 }}>
      <div role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown} css={{ display: 'flex', gap: 4, padding: 4, borderRadius: 999, background: 'var(--wp-color-surface)' }}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element)
              else buttons.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            css={tabStyle}
            onClick={() => select(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab} role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} hidden={tab !== selected} tabIndex={0} css={[focusRing, { padding: '16px 8px 4px', borderRadius: 12 }]}>
          <p css={[muted, { textAlign: 'center' }]}>{t(EMPTY_TEXT[tab])}</p>
        </div>
      ))}
    </div>
  )
}
