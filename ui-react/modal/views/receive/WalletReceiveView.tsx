import { useEffect, useId } from 'react'
import { useAccount } from '../../../useAccount.js'
import { useExternalState } from '../../../useExternalState.js'
import { useModalContext } from '../../ModalContext.js'
import { CopyAddressButton } from '../../parts/CopyAddressButton.js'
import { QrCode } from '../../parts/QrCode.js'
import { WalletIcon } from '../../parts/WalletIcon.js'
import { list, muted, sectionHeading, swapIn } from '../../styles.js'

const NO_NETWORKS: readonly never[] = []

const monospace = {
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 14,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
  textAlign: 'center',
} as const

/**
 * WalletReceive: the active account's address as a QR code and in full, 'Copy address', and
 * the app's networks of the account's namespace, the only ones it should be sent on.
 */
export function WalletReceiveView() {
  const { walletport, translator, sources } = useModalContext()
  const { t } = translator
  const { address, status } = useAccount()
  const networks = useExternalState(sources.state, (state) => state.networks[state.activeNamespace]?.requestedCaipNetworks ?? NO_NETWORKS)
  const addressId = useId()
  const networksId = useId()
  useEffect(() => {
    // The wallet left on its own: nothing to receive on any more; offer to connect again.
    if (status === 'disconnected') walletport.navigate('Connect', 'replace')
  }, [status, walletport])
  if (!address) return null
  return (
    <div css={swapIn}>
      <div css={{ display: 'grid', justifyItems: 'center', gap: 12 }}>
        <QrCode text={address} label={t('receive.qrLabel')} data-address={address} />
        <div css={{ display: 'grid', gap: 4, width: '100%' }}>
          <p id={addressId} css={[muted, { textAlign: 'center', fontSize: 13 }]}>
            {t('receive.address')}
          </p>
          <p aria-labelledby={addressId} data-testid="receive-address" css={monospace}>
            {address}
          </p>
        </div>
        <CopyAddressButton address={address} css={{ width: '100%' }} />
      </div>
      <section aria-labelledby={networksId}>
        <h3 id={networksId} css={sectionHeading}>
          {t('receive.networks')}
        </h3>
        <p css={[muted, { margin: '0 4px 8px', fontSize: 13 }]}>{t('receive.networksNote')}</p>
        <ul css={list} aria-labelledby={networksId}>
          {networks.map((network) => (
            <li key={network.caipNetworkId} css={{ display: 'flex', alignItems: 'center', gap: 12, padding: '4px' }}>
              <WalletIcon name={network.name} src={network.assets?.imageUrl} size={32} />
              <span css={{ fontWeight: 600 }}>{network.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
