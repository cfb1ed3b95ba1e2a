import { useEffect } from 'react'
import { describeError } from '../../describeError.js'
import { useModalContext } from '../../ModalContext.js'
import { Spinner } from '../../parts/Spinner.js'
import { errorText, muted, secondaryButton, statusColumn, swapIn } from '../../styles.js'
import { useAttempt } from '../../useAttempt.js'
import type { ViewProps } from '../../ViewProps.js'

/**
 * EmailVerifyDevice: a new device must be approved from the emailed link first. The view waits
 * on the core (`connectEmailDevice`), then a code follows (EmailVerifyOtp, replacing this view);
 * a timeout or error says why and offers 'Try again'.
 */
export function EmailVerifyDeviceView({ entry }: ViewProps<'EmailVerifyDevice'>) {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const { email } = entry.data
  const [state, retry] = useAttempt(entry, () => walletport.connectEmailDevice())
  const approved = state.status === 'success'
  useEffect(() => {
    if (approved) walletport.navigate({ view: 'EmailVerifyOtp', params: { email } }, 'replace')
  }, [approved, walletport, email])
  return (
    <div css={[statusColumn, swapIn]}>
      <p css={{ margin: 0, fontWeight: 600 }}>{t('device.heading', { email })}</p>
      {state.status === 'error' ? (
        <>
          <p role="alert" css={errorText}>
            {describeError(translator, state.error)}
          </p>
          <button type="button" css={secondaryButton} onClick={retry}>
            {t('device.retry')}
          </button>
        </>
      ) : (
        <p role="status" css={[muted, { display: 'flex', gap: 8, alignItems: 'center' }]}>
          <Spinner size={24} />
          {t('device.waiting')}
        </p>
      )}
    </div>
  )
}
