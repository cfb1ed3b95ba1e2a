import type { AccountState } from '../account/Account.js'
import type { ChainNamespace } from '../network/Network.js'
import { createNetworkState, type NetworkState } from '../network/networkState.js'
import { accountOf, type WalletState } from './WalletState.js'

// The updates of a WalletState, apart from it: the start builds and reads the state, only use cases (lazy) update it.

/** Returns a new state with one namespace's account replaced by `update(previous)`. */
export function updateAccount(
  state: WalletState,
  namespace: ChainNamespace,
  update: (previous: AccountState) => AccountState,
): WalletState {
  const previous = accountOf(state, namespace)
  const next = update(previous)
  return next === previous ? state : { ...state, accounts: { ...state.accounts, [namespace]: next } }
}

/** Returns a new state with one namespace's network state replaced by `update(previous)`. */
export function updateNetwork(
  state: WalletState,
  namespace: ChainNamespace,
  update: (previous: NetworkState) => NetworkState,
): WalletState {
  const previous = state.networks[namespace] ?? createNetworkState([])
  const next = update(previous)
  return next === previous ? state : { ...state, networks: { ...state.networks, [namespace]: next } }
}
