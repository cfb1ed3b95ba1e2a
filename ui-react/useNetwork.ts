import { useMemo } from 'react'
import type { Network, NetworkState } from '../core/index.js'
import { isNetworkSupported } from '../core/network/isNetworkSupported.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useNetwork()` returns. */
export interface UseNetworkResult {
  readonly caipNetwork: Network | undefined
  /** The CAIP-2 id of the active network, e.g. 'eip155:1'. */
  readonly caipNetworkId: string | undefined
  readonly chainId: number | string | undefined
  /** False when the wallet sits on a network the app did not configure. */
  readonly isSupported: boolean
  /** The configured networks of the active namespace. */
  readonly requestedCaipNetworks: readonly Network[]
  /** Asks the wallet to switch (when connected) and makes `network` active. */
  readonly switchNetwork: (network: Network) => Promise<void>
}

/**
 * The active network, whether the app supports it, and a switch.
 * @example const { caipNetwork, switchNetwork } = useNetwork(); switchNetwork(polygon)
 */
export function useNetwork(): UseNetworkResult {
  const { ready, sources } = useWalletportContext()
  const network = useExternalState(sources.state, (state) => state.networks[state.activeNamespace], toNetworkView)
  return useMemo(() => ({ ...network, switchNetwork: async (target: Network) => (await ready()).switchNetwork(target) }), [network, ready])
}

function toNetworkView(state: NetworkState | undefined): Omit<UseNetworkResult, 'switchNetwork'> {
  const caipNetwork = state?.caipNetwork
  const requestedCaipNetworks = state?.requestedCaipNetworks ?? []
  const requestedIds = requestedCaipNetworks.map((network) => network.caipNetworkId)
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    isSupported: caipNetwork ? isNetworkSupported(caipNetwork.caipNetworkId, requestedIds) : true,
    requestedCaipNetworks,
  }
}
