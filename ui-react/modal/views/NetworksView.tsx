import { routeForNetworkPick } from '../../../core/internal.js'
import { useNetwork } from '../../useNetwork.js'
import { useModalContext } from '../ModalContext.js'
import { NetworkList } from '../parts/NetworkList.js'
import { swapIn } from '../styles.js'
import { useRequestedNetworks } from './useRequestedNetworks.js'

/**
 * Networks: the configured networks of every namespace, the current one marked. Choosing
 * another opens SwitchNetwork, or SwitchActiveChain when its namespace needs a wallet first.
 */
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
          const route = routeForNetworkPick(walletport.getState(), network)
          if (route) walletport.navigate(route)
          else walletport.goBack()
        }}
      />
    </div>
  )
}
