import { css } from '@emotion/react'
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useModalContext } from '../ModalContext.js'
import { useRemoteFeatures } from '../useRemoteFeatures.js'
import { Spinner } from '../parts/Spinner.js'
import { focusRing } from '../styles.js'
import { TokensPanel } from './TokensPanel.js'

// The first tab ships with the Account view; the others are their own chunks, fetched when chosen.
const NftsPanel = lazy(() => import('./NftsPanel.js').then((module) => ({ default: module.NftsPanel })))
const ActivityPanel = lazy(() => import('./ActivityPanel.js').then((module) => ({ default: module.ActivityPanel })))

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
const PANELS: Readonly<Record<Tab, () => ReactNode>> = {
  tokens: () => <TokensPanel />,
  nfts: () => <NftsPanel />,
  activity: () => <ActivityPanel />,
}

/**
 * Tokens / NFTs / Activity as a real ARIA tablist (arrow keys, Home, End; automatic
 * activation). A panel mounts when its tab is first chosen (so Activity's request is only
 * made for a visitor who looks at it) and stays mounted after. `first` is the tab shown first
 * (after a send: Activity, where its pending entry is); Tokens by default.
 */
export function AccountTabs({ first }: { readonly first?: 'activity' | undefined } = {}) {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  // The Activity tab follows the project's remote 'activity' flag once it is loaded (local `features.history` before).
  const tabs: readonly Tab[] = useRemoteFeatures(walletport).activity ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const initial: Tab = first && tabs.includes(first) ? first : 'tokens'
  const [selected, setSelected] = useState<Tab>(initial)
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set([initial]))
  const id = useId()
  const buttons = useRef(new Map<Tab, HTMLButtonElement>())
  const select = (tab: Tab) => {
    setSelected(tab)
    setVisited((previous) => (previous.has(tab) ? previous : new Set([...previous, tab])))
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
          {visited.has(tab) ? (
            <Suspense fallback={<span css={{ display: 'grid', placeItems: 'center' }}><Spinner size={24} /></span>}>{PANELS[tab]()}</Suspense>
          ) : null}
        </div>
      ))}
    </div>
  )
}
