import { useId, useState } from 'react'
import { filterSocialsForTelegram, getSocials, isAllowedSocialRedirect } from '../../../../core/internal.js'
import { useModalContext } from '../../ModalContext.js'
import { useModalScope } from '../../ModalScope.js'
import { RowButton } from '../../parts/RowButton.js'
import { list, secondaryButton } from '../../styles.js'
import { useRemoteFeatures } from '../../useRemoteFeatures.js'
import { socialName } from './socialNames.js'
import { startSocialLogin, startTopLevelSocialLogin } from './startSocialLogin.js'
import { telegramWebApp } from './telegramMiniApp.js'

/** How many socials show before "More". */
export const SOCIALS_SHOWN = 3

/**
 * The connect method 'social' of the Connect view: the enabled socials in their order, the
 * first few shown and the rest behind "More". A click opens the popup at once and connects
 * through it; Farcaster has its own flow (ConnectingFarcaster: a QR code, no popup). In a
 * Telegram mini app (`window.Telegram.WebApp`) the socials that fail on its platform are left
 * out and a click takes the whole page to the provider instead (no popup there).
 */
export function SocialMethod() {
  const { walletport, translator } = useModalContext()
  const { notices } = useModalScope()
  const { t } = translator
  const features = useRemoteFeatures(walletport)
  const [expanded, setExpanded] = useState(false)
  const moreId = useId()
  const telegram = telegramWebApp(typeof window === 'undefined' ? undefined : window)
  const enabled = getSocials(features.socials).filter((provider) => provider === 'farcaster' || isAllowedSocialRedirect(provider))
  const socials = telegram ? filterSocialsForTelegram(enabled, telegram.platform) : enabled
  const start = telegram ? startTopLevelSocialLogin : startSocialLogin
  if (socials.length === 0) return null
  const row = (provider: string) => (
    <li key={provider}>
      <RowButton
        icon={<SocialMark provider={provider} />}
        label={socialName(provider)}
        onClick={() => (provider === 'farcaster' ? walletport.navigate('ConnectingFarcaster') : start({ walletport, provider, notices, translator, window }))}
      />
    </li>
  )
  const rest = socials.slice(SOCIALS_SHOWN)
  return (
    <section aria-label={t('social.section')} css={{ padding: '4px 4px 12px' }}>
      <ul css={list}>{socials.slice(0, SOCIALS_SHOWN).map(row)}</ul>
      {rest.length > 0 ? (
        expanded ? (
          <ul id={moreId} css={list}>
            {rest.map(row)}
          </ul>
        ) : (
          <button type="button" css={[secondaryButton, { width: '100%', marginTop: 4 }]} aria-expanded={false} aria-controls={moreId} onClick={() => setExpanded(true)}>
            {t('social.more', { count: String(rest.length) })}
          </button>
        )
      ) : null}
    </section>
  )
}

/** The provider's initial in a round badge (no brand artwork is bundled). */
export function SocialMark({ provider, size = 40 }: { readonly provider: string; readonly size?: number }) {
  return (
    <span
      aria-hidden="true"
      css={{
        display: 'grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: 'var(--wp-color-bg-muted, #eef0f3)',
        color: 'var(--wp-color-fg, #141414)',
        fontWeight: 700,
        fontSize: size * 0.45,
      }}
    >
      {socialName(provider).slice(0, 1)}
    </span>
  )
}
