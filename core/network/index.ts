export { defineNetwork } from './defineNetwork.js'
export { anvil, anvilAt, arbitrum, base, mainnet, optimism, polygon, sepolia, solana, solanaDevnet } from './presets.js'
export type { Network, CaipNetworkId, ChainNamespace } from './Network.js'
