import type { ChainNamespace, Network } from './Network.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { WalletState } from '../state/WalletState.js'

/** The active network as integrators read it. */
export interface NetworkSnapshot {
  readonly namespace: ChainNamespace
  readonly caipNetwork: Network | undefined
  readonly chainId: number | string | undefined
  /** False when the wallet sits on a chain the app did not configure. */
  readonly isSupported: boolean
  readonly requestedCaipNetworks: readonly Network[]
}

/** Derives the active network snapshot from the wallet state. */
export function toNetworkSnapshot(state: WalletState): NetworkSnapshot {
  const networkState = state.networks[state.activeNamespace]
  const caipNetwork = networkState?.caipNetwork
  const requested = networkState?.requestedCaipNetworks ?? []
  return {
    namespace: state.activeNamespace,
    caipNetwork,
    chainId: caipNetwork?.id,
    isSupported: caipNetwork ? isNetworkSupported(caipNetwork.caipNetworkId, requested.map((network) => network.caipNetworkId)) : true,
    requestedCaipNetworks: requested,
  }
}
