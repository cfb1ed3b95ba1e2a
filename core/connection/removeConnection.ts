import type { ChainNamespace } from '../network/Network.js'
import { resetAccount } from '../account/accountState.js'
import { updateAccount } from '../state/updateWalletState.js'
import type { WalletState } from '../state/WalletState.js'

/** Drops a namespace's connection and account; the next remaining connection becomes active. */
export function removeConnection(state: WalletState, namespace: ChainNamespace): WalletState {
  const connections = state.connections.filter((connection) => connection.namespace !== namespace)
  const cleared = updateAccount(state, namespace, resetAccount)
  const next = connections[0]
  return {
    ...cleared,
    connections,
    activeNamespace: state.activeNamespace === namespace && next ? next.namespace : state.activeNamespace,
  }
}
