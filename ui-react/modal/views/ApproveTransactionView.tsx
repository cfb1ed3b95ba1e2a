import { useModalContext } from '../ModalContext.js'
import { muted, secondaryButton, statusColumn, swapIn } from '../styles.js'

/** ApproveTransaction: registered with the router; the embedded-wallet issue fills it. Says so until then. */
export function ApproveTransactionView() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  return (
    <div css={[statusColumn, swapIn]}>
      <p css={{ margin: 0, fontWeight: 600 }}>{t('approve.body')}</p>
      <p css={muted}>{t('approve.notReady')}</p>
      <button type="button" css={secondaryButton} onClick={() => walletport.close()}>
        {t('modal.close')}
      </button>
    </div>
  )
}
