/**
 * `walletport/evm`: the eip155 ChainAdapter over viem and EIP-1193 wallets
 * (injected, EIP-6963 through mipd, or any provider object, e.g. in Node).
 * Importing it touches no `window`.
 */
export { ViemChainAdapter, preloadViemChainAdapter } from './ViemChainAdapter.js'
export type { ViemChainAdapterOptions } from './ViemChainAdapterOptions.js'
export type { Eip1193Provider, EvmProviderOption, EvmWindow } from './Eip1193Provider.js'
export { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
export { MissingRpcUrlError } from './MissingRpcUrlError.js'
