import type { ChainNamespace } from '../network/Network.js'

export const CONNECTOR_TYPES = [
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

/** A way to reach a wallet (injected, announced, WalletConnect, embedded, …). `provider` stays opaque to the core. */
export interface Connector {
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  readonly chain: ChainNamespace
  readonly info?: { readonly rdns?: string }
  readonly explorerId?: string
  readonly imageId?: string
  readonly imageUrl?: string
  /** True when the wallet is present in this runtime (injected / announced). */
  readonly installed?: boolean
  readonly provider?: unknown
}

/** Name and icon of the connected wallet; `social` defaults to 'email' for the embedded wallet. */
export interface ConnectedWalletInfo {
  readonly name: string
  readonly icon?: string
  readonly identifier?: string
  readonly social?: string
  readonly [key: string]: unknown
}
