import { useExternalState } from '../../../useExternalState.js'
import { useModalContext } from '../../ModalContext.js'
import { useModalScope } from '../../ModalScope.js'
import type { ViewProps } from '../../ViewProps.js'
import { OtpForm } from './OtpForm.js'

/** UpdateEmailPrimaryOtp: the code sent to the current address; then one goes to the new address. */
export function UpdateEmailPrimaryOtpView({ entry }: ViewProps<'UpdateEmailPrimaryOtp'>) {
  const { walletport, sources } = useModalContext()
  const current = useExternalState(sources.state, (state) => (state.activeNamespace ? state.accounts[state.activeNamespace]?.user?.email : undefined))
  const submit = async (otp: string) => {
    await walletport.updateEmailPrimaryOtp({ otp })
    // Replaced, not pushed: a used code cannot be entered again, so Back skips this step.
    walletport.navigate({ view: 'UpdateEmailSecondaryOtp', params: { email: entry.data.email } }, 'replace')
  }
  return <OtpForm email={current ?? entry.data.email} submit={submit} />
}

/** UpdateEmailSecondaryOtp: the code sent to the new address; then back to Account, which shows it. */
export function UpdateEmailSecondaryOtpView({ entry }: ViewProps<'UpdateEmailSecondaryOtp'>) {
  const { walletport, translator } = useModalContext()
  const { notices } = useModalScope()
  const submit = async (otp: string) => {
    await walletport.updateEmailSecondaryOtp({ otp })
    walletport.navigate('Account', 'reset')
    notices.toast(translator.t('account.emailUpdated'), 'success')
  }
  return <OtpForm email={entry.data.email} submit={submit} />
}
