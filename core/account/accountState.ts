import type { Account, AccountState, AccountStatus, AccountType, AuthUser } from './Account.js'
import type { CaipAddress } from '../network/Network.js'
import type { ConnectedWalletInfo } from '../connectors/Connector.js'
import { createAccountState } from './createAccountState.js'

// The fresh state lives in its own file: the instance needs it at start, the transitions below
// only the use cases' chunk.
export { createAccountState }

export interface ConnectedEvent {
  readonly caipAddress: CaipAddress
  readonly address: string
  readonly allAccounts: readonly Account[]
  readonly connectedWalletInfo?: ConnectedWalletInfo
  readonly user?: AuthUser
  readonly smartAccountDeployed?: boolean
  readonly preferredAccountType?: AccountType
  readonly addressExplorerUrl?: string
}

/**
 * On a connect event: address, user, smart-account flag, preferred account type and
 * account list are set; status becomes connected.
 */
export function applyConnected(state: AccountState, event: ConnectedEvent, namespace: string): AccountState {
  return {
    ...state,
    caipAddress: event.caipAddress,
    address: event.address,
    allAccounts: event.allAccounts,
    connectedWalletInfo: event.connectedWalletInfo ?? state.connectedWalletInfo,
    user: event.user ?? state.user,
    smartAccountDeployed: event.smartAccountDeployed ?? state.smartAccountDeployed,
    preferredAccountTypes: event.preferredAccountType
      ? { ...state.preferredAccountTypes, [namespace]: event.preferredAccountType }
      : state.preferredAccountTypes,
    addressExplorerUrl: event.addressExplorerUrl ?? state.addressExplorerUrl,
    status: 'connected',
  }
}

/** Only the status changes (connecting while a sync or a prompt runs). */
export function applyStatus(state: AccountState, status: AccountStatus): AccountState {
  return state.status === status ? state : { ...state, status }
}

/** Resetting an account sets disconnected and clears all fields. */
export function resetAccount(): AccountState {
  return createAccountState()
}

/** At start-up: the status a namespace starts with, and whether it is dropped. */
export function startupStatus(params: {
  readonly storedStatus: AccountStatus | undefined
  /** The embedded wallet's email login was used on this device. */
  readonly embeddedEmailLoginUsed: boolean
  /** The embedded wallet reported an existing session (undefined: not asked yet). */
  readonly embeddedHasSession: boolean | undefined
  readonly currentConnectorIsEmbedded: boolean
}): { readonly status: AccountStatus; readonly removeNamespace: boolean } {
  if (params.currentConnectorIsEmbedded) {
    if (params.embeddedHasSession === true) return { status: 'connected', removeNamespace: false }
    if (params.embeddedHasSession === undefined && params.embeddedEmailLoginUsed) {
      return { status: 'connecting', removeNamespace: false }
    }
    return { status: 'disconnected', removeNamespace: true }
  }
  if (params.storedStatus === 'connected' || params.storedStatus === 'connecting') {
    return { status: 'connecting', removeNamespace: false }
  }
  return { status: 'disconnected', removeNamespace: false }
}
