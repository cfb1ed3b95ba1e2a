import type { Account } from '../core/account/Account.js'
import type { Connector } from '../core/connectors/Connector.js'
import type { ChainNamespace, Network } from '../core/network/Network.js'

export interface ConnectResult {
  readonly accounts: readonly Account[]
  /** The chain reference the wallet is on (1, 'mainnet', …). */
  readonly chainId: number | string
}

/** What a wallet says on its own, after connection. */
export type ChainAdapterEvent =
  | { readonly type: 'accountsChanged'; readonly connectorId: string; readonly accounts: readonly Account[] }
  | { readonly type: 'chainChanged'; readonly connectorId: string; readonly chainId: number | string }
  | { readonly type: 'disconnect'; readonly connectorId: string }
  | { readonly type: 'connectorsChanged'; readonly connectors: readonly Connector[] }

export interface TransactionRequest {
  readonly from: string
  readonly to: string
  readonly value?: bigint
  readonly data?: string
  readonly gas?: bigint
}

/**
 * One blockchain family (a CAIP-2 namespace). Adapters translate wallet and
 * RPC errors into the core's typed errors (4001 → UserRejectedRequestError…).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  getConnectors(): readonly Connector[]
  connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult>
  /** Restores a connection without prompting (e.g. `eth_accounts`); throws when there is none. */
  reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult>
  disconnect(params: { readonly connectorId: string }): Promise<void>
  getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]>
  switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void>
  /** Native balance in the smallest unit. */
  getBalance(params: { readonly address: string; readonly network: Network }): Promise<{ readonly value: bigint; readonly decimals: number; readonly symbol: string }>
  signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string>
  sendTransaction(params: { readonly connectorId: string; readonly network: Network; readonly transaction: TransactionRequest }): Promise<string>
  /** Subscribes to wallet events; returns the unsubscribe function. */
  on(listener: (event: ChainAdapterEvent) => void): () => void
}
