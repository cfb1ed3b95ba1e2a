import { useModalContext } from '../ModalContext.js'
import { muted, secondaryButton, statusColumn, swapIn } from '../styles.js'

/** Any view this build does not have (Swap, Send, WalletConnect pairing…): said plainly, with a way back. */
export function UnavailableView() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const canGoBack = walletport.getRoute().history.length > 1
  return (
    <div css={[statusColumn, swapIn]}>
      <p css={muted}>{t('unavailable.body')}</p>
      <button type="button" css={secondaryButton} onClick={() => (canGoBack ? walletport.goBack() : walletport.close())}>
        {canGoBack ? t('modal.back') : t('modal.close')}
      </button>
    </div>
  )
}
