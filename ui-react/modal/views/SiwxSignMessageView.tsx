import { useState } from 'react'
import { siwxSourceOf } from '../../siwxSource.js'
import { useExternalState } from '../../useExternalState.js'
import { useWalletInfo } from '../../useWalletInfo.js'
import { describeError } from '../describeError.js'
import { useModalContext } from '../ModalContext.js'
import { useModalScope } from '../ModalScope.js'
import { Spinner } from '../parts/Spinner.js'
import { WalletIcon } from '../parts/WalletIcon.js'
import { errorText, muted, primaryButton, secondaryButton, statusColumn, swapIn } from '../styles.js'
import { siwxViewState } from './siwxViewState.js'

/**
 * SIWXSignMessage, the sign-in view: the app and the wallet, Sign (`walletport.signIn()`) and Cancel
 * (`walletport.cancelSignIn()`: disconnects when sign-in is required). The core owns the
 * flow: it closes the modal once signed, keeps this view with 'Signature declined' (or the
 * smart-account text) on a decline, and resets to Connect on a setup failure (the toast says
 * so). Escape and Close are refused by the core while a required sign-in has no session.
 */
export function SiwxSignMessageView() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const scope = useModalScope()
  const siwx = useExternalState(siwxSourceOf(walletport), (state) => state)
  const { walletInfo } = useWalletInfo()
  const [cancelling, setCancelling] = useState(false)
  const app = walletport.options.metadata?.name?.trim() || t('siwx.thisApp')
  const wallet = walletInfo?.name ?? t('connecting.unknownWallet')
  const view = siwxViewState(siwx, cancelling)

  const sign = () => {
    if (view.busy) return
    walletport.signIn().catch((error: unknown) => scope.notices.toast(describeError(translator, error), 'error'))
  }
  const cancel = () => {
    if (cancelling) return
    setCancelling(true)
    walletport
      .cancelSignIn()
      .catch((error: unknown) => scope.notices.toast(describeError(translator, error), 'error'))
      .finally(() => setCancelling(false))
  }

  return (
    <div css={[statusColumn, swapIn]}>
      <span css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <WalletIcon name={app} src={walletport.options.metadata?.icons[0]} size={56} />
        {view.signing ? <Spinner size={28} /> : <span aria-hidden="true" css={{ width: 28, borderTop: '2px dashed var(--wp-color-border)' }} />}
        <WalletIcon name={wallet} src={walletInfo?.icon} size={56} />
      </span>
      <h3 css={{ margin: 0, fontSize: 17, fontWeight: 600 }}>{t('siwx.heading', { app })}</h3>
      <p css={muted}>{t('siwx.body', { wallet })}</p>
      {siwx.required ? <p css={muted}>{t('siwx.requiredHint')}</p> : null}
      {view.error ? (
        <p role="alert" css={errorText}>
          {translator.translateMessage(view.error)}
        </p>
      ) : (
        <p role="status" css={[muted, { minHeight: '1.45em' }]}>
          {view.signing ? t('siwx.approveInWallet', { wallet }) : ''}
        </p>
      )}
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, width: '100%' }}>
        <button type="button" css={secondaryButton} aria-disabled={cancelling || undefined} onClick={cancel}>
          {t('siwx.cancel')}
        </button>
        <button type="button" css={primaryButton} aria-disabled={view.busy || undefined} aria-busy={view.signing || undefined} onClick={sign}>
          {view.signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
