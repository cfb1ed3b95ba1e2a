import { useModalContext } from '../ModalContext.js'
import { WalletIcon } from '../parts/WalletIcon.js'
import { muted, primaryButton, statusColumn, swapIn } from '../styles.js'
import type { ViewProps } from '../ViewProps.js'
import { useRequestedNetworks } from './useRequestedNetworks.js'

/**
 * SwitchActiveChain: a network of a namespace without a connection was picked. Says that a
 * wallet of that namespace is needed (the connected ones stay) and goes on to Connect,
 * listing only that namespace's wallets; the connect then ends on the picked network.
 */
export function SwitchActiveChainView({ entry }: ViewProps<'SwitchActiveChain'>) {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const { chainNamespace, navigateTo, caipNetworkId } = entry.data
  const networks = useRequestedNetworks()
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId) ?? networks.find((candidate) => candidate.chainNamespace === chainNamespace)
  const chain = t(`chain.${chainNamespace}`)
  const next = () => {
    // Replaced, so Back from the wallet list returns to the networks.
    if (navigateTo === 'Connect') walletport.navigate({ view: 'Connect', params: { namespace: chainNamespace, ...(caipNetworkId ? { caipNetworkId } : {}) } }, 'replace')
    else walletport.navigate(navigateTo, 'replace')
  }
  return (
    <div css={[statusColumn, swapIn]}>
      <WalletIcon name={network?.name ?? chain} src={network?.assets?.imageUrl} size={56} />
      <p css={{ margin: 0, fontWeight: 600, fontSize: 17 }}>{t('switchChain.body', { network: network?.name ?? chain, chain })}</p>
      <p css={muted}>{t('switchChain.keep')}</p>
      <button type="button" css={[primaryButton, { marginTop: 4 }]} onClick={next}>
        {t('switchChain.connect', { chain })}
      </button>
    </div>
  )
}
