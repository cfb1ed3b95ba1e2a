import type { Account, AuthUser } from '../account/Account.js'
import type { ChainNamespace, Network } from '../network/Network.js'
import { buildCaipAddress } from '../account/buildCaipAddress.js'
import { applyConnected } from '../account/accountState.js'
import { updateAccount, updateNetwork } from '../state/updateWalletState.js'
import type { Connection, WalletState } from '../state/WalletState.js'

/**
 * One immutable update for "this connector is connected with these accounts
 * on this network": account fields, network, and the connection list (most recently active
 * first). A connect makes the namespace active; a wallet's own account change
 * (`activate: false`) updates its namespace in place and leaves the active one alone.
 */
export function applyWalletConnection(
  state: WalletState,
  params: {
    readonly namespace: ChainNamespace
    readonly connectorId: string
    readonly accounts: readonly Account[]
    readonly network: Network
    readonly walletName?: string
    /** The embedded wallet's user: email, account types, the smart-account flag. */
    readonly user?: AuthUser
    /** Default true: the namespace becomes the active one and its connection goes first. */
    readonly activate?: boolean
  },
): WalletState {
  const { namespace, connectorId, accounts, network } = params
  const [first] = accounts
  if (!first) return state
  const caipAddress = buildCaipAddress(network.caipNetworkId, first.address)
  if (!caipAddress) return state
  const explorer = network.blockExplorers?.default.url
  const connection: Connection = {
    namespace,
    connectorId,
    caipNetworkId: network.caipNetworkId,
    addresses: accounts.map((account) => account.address),
  }
  const withAccount = updateAccount(state, namespace, (previous) =>
    applyConnected(
      previous,
      {
        caipAddress,
        address: first.address,
        allAccounts: accounts,
        addressExplorerUrl: explorer ? `${explorer}/address/${first.address}` : undefined,
        connectedWalletInfo: params.walletName ? { name: params.walletName } : previous.connectedWalletInfo,
        ...(params.user
          ? {
              user: params.user,
              ...(params.user.smartAccountDeployed !== undefined ? { smartAccountDeployed: params.user.smartAccountDeployed } : {}),
              ...(params.user.preferredAccountType ? { preferredAccountType: params.user.preferredAccountType } : {}),
            }
          : {}),
      },
      namespace,
    ),
  )
  const withNetwork = updateNetwork(withAccount, namespace, (previous) =>
    previous.caipNetwork?.caipNetworkId === network.caipNetworkId ? previous : { ...previous, caipNetwork: network },
  )
  const others = withNetwork.connections.filter((other) => other.namespace !== namespace)
  if (params.activate === false) {
    const index = withNetwork.connections.findIndex((other) => other.namespace === namespace)
    const connections = index < 0 ? [...others, connection] : withNetwork.connections.map((other, at) => (at === index ? connection : other))
    return { ...withNetwork, connections }
  }
  return { ...withNetwork, activeNamespace: namespace, connections: [connection, ...others] }
}
