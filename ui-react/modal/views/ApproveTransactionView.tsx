import { useExternalState } from '../../useExternalState.js'
import { embeddedWalletSource } from '../embeddedWalletSource.js'
import { useModalContext } from '../ModalContext.js'
import { Spinner } from '../parts/Spinner.js'
import { muted, secondaryButton, statusColumn, swapIn } from '../styles.js'

/**
 * ApproveTransaction: the embedded wallet's frame is shown over the modal (the frame adapter
 * places it) and the visitor approves in its own UI; beneath it this view says so and offers
 * Cancel, which closes the modal (the core then aborts the request). With no frame shown,
 * nothing waits: it says so and offers Close.
 */
export function ApproveTransactionView() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const visible = useExternalState(embeddedWalletSource(walletport), (state) => state.visible)
  if (!visible) {
    return (
      <div css={[statusColumn, swapIn]}>
        <p css={{ margin: 0, fontWeight: 600 }}>{t('approve.nothing')}</p>
        <button type="button" css={secondaryButton} onClick={() => walletport.close()}>
          {t('modal.close')}
        </button>
      </div>
    )
  }
  return (
    <div css={[statusColumn, swapIn]}>
      <Spinner size={48} />
      <div role="status" css={{ display: 'grid', gap: 4 }}>
        <p css={{ margin: 0, fontWeight: 600 }}>{t('approve.waiting')}</p>
        <p css={muted}>{t('approve.cancelHint')}</p>
      </div>
      <button type="button" css={secondaryButton} onClick={() => walletport.close()}>
        {t('approve.cancel')}
      </button>
    </div>
  )
}
