import { useState } from 'react'
import { isSmartAccountEnabled } from '../../../core/internal.js'
import { useExternalState } from '../../useExternalState.js'
import { describeError } from '../describeError.js'
import { embeddedWalletSource } from '../embeddedWalletSource.js'
import { useModalContext } from '../ModalContext.js'
import { useModalScope } from '../ModalScope.js'
import { Icon } from '../parts/Icon.js'
import { RowButton } from '../parts/RowButton.js'

/**
 * The preferred account type switch of an embedded account: one row that switches between the
 * user's EOA and smart account, shown only where the active network has smart accounts.
 */
export function AccountTypeSwitch() {
  const { walletport, translator, sources } = useModalContext()
  const { t } = translator
  const { notices } = useModalScope()
  const [busy, setBusy] = useState(false)
  const embeddedType = useExternalState(sources.state, (state) => {
    const account = state.accounts.eip155
    if (state.activeNamespace !== 'eip155' || !account?.user || !account.address) return undefined
    return account.preferredAccountTypes?.eip155 === 'smartAccount' ? 'smartAccount' : 'eoa'
  })
  const chainId = useExternalState(sources.state, (state) => state.networks.eip155?.caipNetwork?.id)
  const enabled = useExternalState(embeddedWalletSource(walletport), (state) => state.smartAccountEnabledNetworks)
  if (!embeddedType || !isSmartAccountEnabled(chainId, enabled)) return null
  const next = embeddedType === 'smartAccount' ? 'eoa' : 'smartAccount'
  const toggle = () => {
    setBusy(true)
    walletport
      .setPreferredAccountType(next)
      .catch((error: unknown) => notices.toast(describeError(translator, error), 'error'))
      .finally(() => setBusy(false))
  }
  return (
    <RowButton
      icon={<span css={{ display: 'grid', placeItems: 'center', width: 40, height: 40 }}><Icon name="swap" /></span>}
      label={t(next === 'smartAccount' ? 'account.toSmartAccount' : 'account.toEoa')}
      busy={busy}
      {...(busy ? {} : { onClick: toggle })}
    />
  )
}
