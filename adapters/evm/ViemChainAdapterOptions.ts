import type { Network } from '../../core/network/Network.js'
import type { Logger } from '../../ports/Logger.js'
import type { EvmProviderOption, EvmWindow } from './Eip1193Provider.js'

/** How a ViemChainAdapter reaches wallets and chains. */
export interface ViemChainAdapterOptions {
  /** The app's networks; others than eip155 are ignored. */
  readonly networks: readonly Network[]
  /** Needed for networks without an RPC URL (they are read through the chain node). */
  readonly projectId?: string
  /** Base of the chain-node URL (default `${DEFAULT_BLOCKCHAIN_API_URL}/v1`). */
  readonly chainNodeUrl?: string
  /** Where `ethereum` is read (default: the global `window`, when there is one, read lazily). */
  readonly window?: EvmWindow
  /** List `window.ethereum` as 'Browser Wallet' (default true). */
  readonly enableInjected?: boolean
  /** Discover EIP-6963 wallets, through mipd on the global window (default true). */
  readonly enableEIP6963?: boolean
  /** Any EIP-1193 objects to offer as connectors (a headless app in Node connects this way). */
  readonly providers?: readonly EvmProviderOption[]
  /** Where warnings about misbehaving wallets go (default: console at the 'error' level). */
  readonly logger?: Logger
}
