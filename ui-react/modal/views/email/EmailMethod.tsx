import { closeAfterConnect } from '../../closeAfterConnect.js'
import { useModalContext } from '../../ModalContext.js'
import { EmailForm } from './EmailForm.js'

/**
 * The connect method 'email' of the Connect view: the address, then the core says what comes
 * next: a code (EmailVerifyOtp), a device approval (EmailVerifyDevice), or nothing (connected:
 * the modal then closes like after any connect, unless the core routed on to sign-in).
 */
export function EmailMethod() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const submit = async (email: string) => {
    const action = await walletport.connectEmail({ email })
    if (action === 'VERIFY_OTP') walletport.navigate({ view: 'EmailVerifyOtp', params: { email } })
    else if (action === 'VERIFY_DEVICE') walletport.navigate({ view: 'EmailVerifyDevice', params: { email } })
    else closeAfterConnect(walletport)
  }
  return (
    <section aria-label={t('email.section')} css={{ padding: '4px 4px 12px' }}>
      {/* The frame loads while the address is typed, so Continue waits for the code only; a failure is told on submit. */}
      <EmailForm label={t('email.label')} submit={submit} onFocus={() => void walletport.prepareEmailLogin().catch(() => undefined)} />
    </section>
  )
}
