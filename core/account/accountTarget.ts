import type { ChainNamespace, Network } from '../network/Network.js'
import type { WalletState } from '../state/WalletState.js'
import { isNetworkSupported } from '../network/isNetworkSupported.js'

/** The connected account the Account view shows, or undefined. */
export interface AccountTarget {
  readonly namespace: ChainNamespace
  readonly address: string | undefined
  /** CAIP-10: address + chain, the key of everything cached per (address, chain). */
  readonly key: string
  readonly network: Network
  readonly supported: boolean
}

/** Reads the active namespace's account and network from the wallet state. */
export function accountTarget(state: WalletState): AccountTarget | undefined {
  const namespace = state.activeNamespace
  const account = state.accounts[namespace]
  const networkState = state.networks[namespace]
  const network = networkState?.caipNetwork
  if (!network) return undefined
  const requested = (networkState.requestedCaipNetworks ?? []).map((entry) => entry.caipNetworkId)
  return {
    namespace,
    address: account?.status === 'connected' ? account.address : undefined,
    key: `${network.caipNetworkId}:${account?.address ?? ''}`,
    network,
    supported: isNetworkSupported(network.caipNetworkId, requested),
  }
}
