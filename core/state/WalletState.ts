import type { AccountState } from '../account/Account.js'
import type { CaipNetworkId, ChainNamespace, Network } from '../network/Network.js'
import { createAccountState } from '../account/createAccountState.js'
import { createNetworkState, type NetworkState } from '../network/networkState.js'

/** A live wallet connection in one namespace. */
export interface Connection {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly caipNetworkId: CaipNetworkId
  readonly addresses: readonly string[]
}

/** Everything the headless core knows about wallets and networks, as one immutable snapshot. */
export interface WalletState {
  readonly activeNamespace: ChainNamespace
  readonly accounts: Readonly<Partial<Record<ChainNamespace, AccountState>>>
  readonly networks: Readonly<Partial<Record<ChainNamespace, NetworkState>>>
  /** Live connections, most recent first. */
  readonly connections: readonly Connection[]
}

/** The state before anything is connected: one entry per configured namespace. */
export function createWalletState(networks: readonly Network[], defaultNetwork: Network): WalletState {
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {}
  const networkStates: Partial<Record<ChainNamespace, NetworkState>> = {}
  for (const namespace of namespaces) {
    const requested = networks.filter((network) => network.chainNamespace === namespace)
    accounts[namespace] = createAccountState()
    networkStates[namespace] = createNetworkState(
      requested,
      defaultNetwork.chainNamespace === namespace ? defaultNetwork : requested[0],
    )
  }
  return { activeNamespace: defaultNetwork.chainNamespace, accounts, networks: networkStates, connections: [] }
}

/** The account state of a namespace (a fresh one if the namespace is unknown). */
export function accountOf(state: WalletState, namespace: ChainNamespace = state.activeNamespace): AccountState {
  return state.accounts[namespace] ?? createAccountState()
}
