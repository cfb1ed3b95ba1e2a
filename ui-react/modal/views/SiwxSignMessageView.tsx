import { useModalContext } from '../ModalContext.js'
import { muted, secondaryButton, statusColumn, swapIn } from '../styles.js'

/** SIWXSignMessage: registered with the router; the sign-in flow fills it (SIWX issue). Says so until then. */
export function SiwxSignMessageView() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  return (
    <div css={[statusColumn, swapIn]}>
      <p css={{ margin: 0, fontWeight: 600 }}>{t('siwx.body')}</p>
      <p css={muted}>{t('siwx.notReady')}</p>
      <button type="button" css={secondaryButton} onClick={() => walletport.close()}>
        {t('modal.close')}
      </button>
    </div>
  )
}
