import { useNetwork } from '../../useNetwork.js'
import { useModalContext } from '../ModalContext.js'
import { NetworkList } from '../parts/NetworkList.js'
import { swapIn } from '../styles.js'
import { useRequestedNetworks } from './useRequestedNetworks.js'

/** Networks: the configured networks, the current one marked; choosing another opens SwitchNetwork. */
export function NetworksView() {
  const { walletport, translator } = useModalContext()
  const { caipNetwork } = useNetwork()
  const networks = useRequestedNetworks()
  return (
    <div css={swapIn}>
      <NetworkList
        networks={networks}
        label={translator.t('networks.label')}
        currentId={caipNetwork?.caipNetworkId}
        onSelect={(network) => {
          if (network.caipNetworkId === caipNetwork?.caipNetworkId) walletport.goBack()
          else walletport.navigate({ view: 'SwitchNetwork', params: { caipNetworkId: network.caipNetworkId } })
        }}
      />
    </div>
  )
}
