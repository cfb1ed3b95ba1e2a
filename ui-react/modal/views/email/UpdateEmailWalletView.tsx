import { useExternalState } from '../../../useExternalState.js'
import { useModalContext } from '../../ModalContext.js'
import { swapIn } from '../../styles.js'
import { EmailForm } from './EmailForm.js'

/**
 * UpdateEmailWallet: the new address for the embedded account. The core checks it and sends a
 * code to the current address first (UpdateEmailPrimaryOtp).
 */
export function UpdateEmailWalletView() {
  const { walletport, translator, sources } = useModalContext()
  const { t } = translator
  const current = useExternalState(sources.state, (state) => (state.activeNamespace ? state.accounts[state.activeNamespace]?.user?.email : undefined))
  const submit = async (email: string) => {
    await walletport.updateEmail({ email })
    walletport.navigate({ view: 'UpdateEmailPrimaryOtp', params: { email } })
  }
  return (
    <div css={swapIn}>
      <EmailForm label={t('updateEmail.label')} submit={submit} hint={current ? t('updateEmail.current', { email: current }) : undefined} />
    </div>
  )
}
