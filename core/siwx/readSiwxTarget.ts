import type { Network } from '../network/Network.js'
import type { WalletState } from '../state/WalletState.js'
import { toNetworkSnapshot } from '../network/toNetworkSnapshot.js'
import type { SiwxIdentity } from './signOutPolicy.js'

/** The active account a sign-in is for, read from the wallet state. */
export interface SiwxTarget extends SiwxIdentity {
  readonly namespace: Network['chainNamespace']
  readonly network: Network
  readonly isNetworkSupported: boolean
  /** The live connection's connector, if any. */
  readonly connectorId: string | undefined
  readonly isSmartAccount: boolean
}

/** The connected active account and network, or undefined when there is none (pure). */
export function readSiwxTarget(state: WalletState): SiwxTarget | undefined {
  const namespace = state.activeNamespace
  const account = state.accounts[namespace]
  const snapshot = toNetworkSnapshot(state)
  const network = snapshot.caipNetwork
  if (!account || account.status !== 'connected' || !account.address || !network) return undefined
  const address = account.address
  const ownType = account.allAccounts.find((candidate) => candidate.address === address)?.type
  return {
    namespace,
    chainId: network.caipNetworkId,
    address,
    network,
    isNetworkSupported: snapshot.isSupported,
    connectorId: state.connections.find((connection) => connection.namespace === namespace)?.connectorId,
    isSmartAccount: ownType === 'smartAccount' || account.preferredAccountTypes?.[namespace] === 'smartAccount',
  }
}

/** A stable key for "who is signed in", so a watcher reacts only when it changes. */
export function siwxIdentityKey(identity: SiwxIdentity | undefined): string | undefined {
  return identity ? `${identity.chainId}|${identity.address}` : undefined
}
