import { useModalContext } from '../../ModalContext.js'
import { Spinner } from '../../parts/Spinner.js'
import { muted, secondaryButton, statusColumn, swapIn } from '../../styles.js'
import type { ViewProps } from '../../ViewProps.js'
import { SocialMark } from './SocialMethod.js'
import { socialName } from './socialNames.js'
import { cancelSocialLogin } from './startSocialLogin.js'

/**
 * ConnectingSocial: the provider's sign-in runs in the popup; this view waits for it (the
 * login itself was started by the click, see `startSocialLogin`). Cancel closes the popup and
 * goes back to Connect.
 */
export function ConnectingSocialView({ entry }: ViewProps<'ConnectingSocial'>) {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const name = socialName(entry.data.provider)
  return (
    <div css={[statusColumn, swapIn]}>
      <SocialMark provider={entry.data.provider} size={56} />
      <p css={{ margin: 0, fontWeight: 600 }}>{t('social.heading', { provider: name })}</p>
      <p role="status" css={[muted, { display: 'flex', gap: 8, alignItems: 'center' }]}>
        <Spinner size={24} />
        {t('social.waiting', { provider: name })}
      </p>
      <button type="button" css={secondaryButton} onClick={() => cancelSocialLogin(walletport)}>
        {t('social.cancel')}
      </button>
    </div>
  )
}
