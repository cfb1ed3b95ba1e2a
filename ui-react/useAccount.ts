import type { Account, AccountState, AccountStatus, CaipAddress, ChainNamespace } from '../core/index.js'
import { useExternalState } from './useExternalState.js'
import { useWalletportContext } from './WalletportContext.js'

/** What `useAccount()` returns; the same object until the account changes. */
export interface UseAccountResult {
  readonly address: string | undefined
  readonly caipAddress: CaipAddress | undefined
  readonly isConnected: boolean
  readonly status: AccountStatus
  readonly allAccounts: readonly Account[]
  /** The native balance as the core formats it (3 decimals, truncated), e.g. '1.234'. */
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  /** 'Token Balance Unavailable' while the last balance read failed (every RPC down); `balance` keeps the last known value. */
  readonly balanceError: string | undefined
  /** The resolved name and avatar, when the identity service knows them. */
  readonly profileName: string | null | undefined
  readonly profileImage: string | null | undefined
}

const DISCONNECTED: UseAccountResult = Object.freeze({
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  allAccounts: [],
  balance: undefined,
  balanceSymbol: undefined,
  balanceError: undefined,
  profileName: undefined,
  profileImage: undefined,
})

function toResult(account: AccountState | undefined): UseAccountResult {
  if (!account) return DISCONNECTED
  const { address, caipAddress, status, allAccounts, balance, balanceSymbol, balanceError, profileName, profileImage } = account
  return { address, caipAddress, isConnected: status === 'connected', status, allAccounts, balance, balanceSymbol, balanceError, profileName, profileImage }
}

/**
 * The account of a namespace, or of the active one: address, status, balance (or why it is unavailable) and name.
 * @example const { address, isConnected, balance, balanceSymbol, balanceError } = useAccount()
 */
export function useAccount(namespace?: ChainNamespace): UseAccountResult {
  const { sources } = useWalletportContext()
  return useExternalState(sources.state, (state) => state.accounts[namespace ?? state.activeNamespace], toResult)
}
