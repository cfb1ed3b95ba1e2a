import { useState } from 'react'
import { isUserRejection, type Network } from '../../../core/index.js'
import { useNetwork } from '../../useNetwork.js'
import { useModalContext } from '../ModalContext.js'
import { describeError } from '../describeError.js'
import { useModalScope } from '../ModalScope.js'
import { Icon } from '../parts/Icon.js'
import { NetworkList } from '../parts/NetworkList.js'
import { muted, secondaryButton, sectionHeading, swapIn } from '../styles.js'

/**
 * UnsupportedChain (the core routes here and refuses to close it): explains the problem and
 * offers the supported networks of the wallet's namespace, switched in place — the core closes the modal once the
 * wallet is on one. Disconnecting is the other way out.
 */
export function UnsupportedChainView() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const { notices } = useModalScope()
  // The wallet on the unknown chain can move only within its own namespace.
  const { caipNetwork, requestedCaipNetworks: networks } = useNetwork()
  const [switching, setSwitching] = useState<string | undefined>(undefined)
  const choose = (network: Network) => {
    if (switching) return
    setSwitching(network.caipNetworkId)
    walletport
      .switchNetwork(network)
      .catch((error: unknown) =>
        notices.toast(isUserRejection(error) ? t('switch.declined') : t('switch.failed', { network: network.name, reason: describeError(translator, error) }), 'error'),
      )
      .finally(() => setSwitching(undefined))
  }
  return (
    <div css={swapIn}>
      <div css={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: '4px 4px 12px' }}>
        <span css={{ color: 'var(--wp-color-danger)', display: 'flex', paddingTop: 2 }}>
          <Icon name="alert" />
        </span>
        <p css={[muted, { color: 'var(--wp-color-fg)' }]}>{t('unsupported.body', { network: caipNetwork?.caipNetworkId ?? '' })}</p>
      </div>
      <h3 css={sectionHeading}>{t('unsupported.choose')}</h3>
      <NetworkList networks={networks} label={t('unsupported.choose')} busyId={switching} onSelect={choose} />
      <div css={{ display: 'grid', marginTop: 16 }}>
        <button type="button" css={secondaryButton} onClick={() => void walletport.disconnect().catch(() => undefined)}>
          {t('unsupported.disconnect')}
        </button>
      </div>
    </div>
  )
}
