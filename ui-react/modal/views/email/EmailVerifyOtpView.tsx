import { closeAfterConnect } from '../../closeAfterConnect.js'
import { useModalContext } from '../../ModalContext.js'
import type { ViewProps } from '../../ViewProps.js'
import { OtpForm } from './OtpForm.js'

/**
 * EmailVerifyOtp: the code emailed for a login. The right one connects the embedded account and
 * the modal goes where any connect goes (closed, or the core's sign-in view); 'Resend code'
 * asks the core for a new one, which it refuses within 30 s of the last (counted down here).
 */
export function EmailVerifyOtpView({ entry }: ViewProps<'EmailVerifyOtp'>) {
  const { walletport } = useModalContext()
  const { email } = entry.data
  const submit = async (otp: string) => {
    await walletport.connectEmailOtp({ otp })
    closeAfterConnect(walletport)
  }
  const resend = async () => {
    const action = await walletport.connectEmail({ email })
    if (action === 'VERIFY_DEVICE') walletport.navigate({ view: 'EmailVerifyDevice', params: { email } }, 'replace')
    else if (action === 'CONNECT') closeAfterConnect(walletport)
  }
  return <OtpForm email={email} submit={submit} resend={resend} />
}
