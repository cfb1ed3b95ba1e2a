import { css } from '@emotion/react'
import { useId } from 'react'
import { type PlainView, type WalletFeature } from '../../../core/index.js'
import { getWalletFeaturesOrder, isRestrictedTimezone } from '../../../core/internal.js'
import { useModalContext } from '../ModalContext.js'
import { Icon, type IconName } from '../parts/Icon.js'
import { focusRing, muted } from '../styles.js'

/**
 * The view each wallet feature opens. Those not built yet (they arrive with their issues)
 * show as unavailable when enabled: visible, focusable, announced — never faked.
 */
const FEATURE_VIEWS: Readonly<Partial<Record<WalletFeature, PlainView>>> = { receive: 'WalletReceive', onramp: 'OnRampProviders', send: 'WalletSend', swaps: 'Swap' }
const ICONS: Readonly<Record<WalletFeature, IconName>> = { onramp: 'plus', swaps: 'swap', receive: 'arrowDown', send: 'arrowUp' }

const tile = css`
  display: grid;
  justify-items: center;
  gap: 6px;
  width: 100%;
  padding: 12px 4px;
  border: 0;
  border-radius: var(--wp-radius-item);
  background: var(--wp-color-surface);
  color: var(--wp-color-fg);
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: var(--wp-color-surface-hover);
  }
  &[aria-disabled='true'] {
    color: var(--wp-color-fg-muted);
    cursor: not-allowed;
  }
  ${focusRing}
`

/** The enabled wallet features as tiles: the configured order first, then onramp, swaps, receive, send. */
export function WalletFeatures() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const noteId = useId()
  const { features } = walletport.options
  // Onramp is not offered in mainland China, Hong Kong and Macau (by the visitor's timezone).
  const restricted = features.onramp && isRestrictedTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone)
  const enabled = getWalletFeaturesOrder(features.walletFeaturesOrder).filter((feature) => features[feature] && !(feature === 'onramp' && restricted))
  if (enabled.length === 0) return null
  const anyUnavailable = enabled.some((feature) => !FEATURE_VIEWS[feature])
  return (
    <div css={{ marginTop: 20 }}>
      <ul aria-label={t('account.features')} css={{ display: 'grid', gridTemplateColumns: `repeat(${enabled.length}, 1fr)`, gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
        {enabled.map((feature) => {
          const view = FEATURE_VIEWS[feature]
          return (
            <li key={feature}>
              <button
                type="button"
                css={tile}
                aria-disabled={view ? undefined : true}
                aria-describedby={view ? undefined : noteId}
                title={view ? undefined : t('feature.notAvailable')}
                onClick={view ? () => walletport.navigate(view) : undefined}
              >
                <Icon name={ICONS[feature]} />
                {t(`feature.${feature}`)}
              </button>
            </li>
          )
        })}
      </ul>
      {anyUnavailable ? (
        <p id={noteId} css={[muted, { marginTop: 8, fontSize: 13, textAlign: 'center' }]}>
          {t('feature.notAvailable')}
        </p>
      ) : null}
    </div>
  )
}
