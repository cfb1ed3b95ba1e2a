import type { CaipAddress, ChainNamespace } from '../network/Network.js'
import type { Balance } from './Balance.js'
import type { ConnectedWalletInfo } from '../connectors/Connector.js'

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** One account a wallet exposes: namespace, address, type, and public key / path when known. */
export interface Account {
  readonly namespace: ChainNamespace
  readonly address: string
  readonly type: AccountType
  readonly publicKey?: string
  readonly path?: string
}

export type AccountStatus = 'disconnected' | 'connecting' | 'connected'

/** The embedded-wallet user, as the login frame reports it. */
export interface AuthUser {
  readonly email?: string
  readonly username?: string
  readonly address: string
  readonly chainId: number | string
  readonly accounts?: readonly { readonly address: string; readonly type: AccountType }[]
  readonly preferredAccountType?: AccountType
  readonly smartAccountDeployed?: boolean
}

/** Per-chain account state: one record per namespace, every field always present. */
export interface AccountState {
  readonly caipAddress: CaipAddress | undefined
  readonly address: string | undefined
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  /**
   * 'Token Balance Unavailable' while the last native balance read failed (every RPC URL of
   * the network down); absent or undefined once a read succeeds. `balance` keeps the last known value.
   */
  readonly balanceError?: string | undefined
  readonly profileName: string | null | undefined
  readonly profileImage: string | null | undefined
  readonly addressExplorerUrl: string | undefined
  readonly tokenBalance: readonly Balance[] | undefined
  readonly connectedWalletInfo: ConnectedWalletInfo | undefined
  readonly preferredAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>> | undefined
  readonly socialProvider: string | undefined
  readonly socialWindow: unknown
  readonly farcasterUrl: string | undefined
  readonly allAccounts: readonly Account[]
  readonly user: AuthUser | undefined
  readonly status: AccountStatus
  readonly currentTab: number
  readonly smartAccountDeployed: boolean | undefined
  readonly addressLabels: ReadonlyMap<string, string>
}
