import type { AccountState } from './Account.js'

/** A fresh per-chain account state: disconnected, every field cleared. */
export function createAccountState(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: undefined,
    connectedWalletInfo: undefined,
    preferredAccountTypes: undefined,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    allAccounts: [],
    user: undefined,
    status: 'disconnected',
    currentTab: 0,
    smartAccountDeployed: undefined,
    addressLabels: new Map(),
  }
}
