import type { CaipNetworkId, Network } from './Network.js'

/** Per-chain network state: the active network, what is requested, approved and smart-account enabled. */
export interface NetworkState {
  readonly caipNetwork: Network | undefined
  readonly supportsAllNetworks: boolean
  readonly smartAccountEnabledNetworks: readonly number[]
  /** Networks the connected wallet approved (WalletConnect sessions); empty means "any". */
  readonly approvedCaipNetworkIds: readonly CaipNetworkId[]
  readonly requestedCaipNetworks: readonly Network[]
}

/** The initial network state of a namespace from the configured networks. */
export function createNetworkState(requested: readonly Network[], active?: Network): NetworkState {
  return {
    caipNetwork: active ?? requested[0],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    approvedCaipNetworkIds: [],
    requestedCaipNetworks: requested,
  }
}
