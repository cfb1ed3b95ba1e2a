import type { Network } from './Network.js'
import { defineNetwork } from './defineNetwork.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const explorer = /* @__NO_SIDE_EFFECTS__ */ (name: string, url: string) => ({ default: { name, url } })
// Each preset's call is marked pure: a page keeps only the presets it imports, also from the
// package build, where defineNetwork sits in another chunk and its own mark does not reach.

/** Ethereum mainnet. */
export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: explorer('Etherscan', 'https://etherscan.io'),
})

/** Sepolia testnet. */
export const sepolia = /* @__PURE__ */ defineNetwork({
  id: 11155111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: explorer('Etherscan', 'https://sepolia.etherscan.io'),
  testnet: true,
})

/** Polygon PoS. */
export const polygon = /* @__PURE__ */ defineNetwork({
  id: 137,
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: explorer('PolygonScan', 'https://polygonscan.com'),
})

/** Arbitrum One. */
export const arbitrum = /* @__PURE__ */ defineNetwork({
  id: 42161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: explorer('Arbiscan', 'https://arbiscan.io'),
})

/** OP Mainnet. */
export const optimism = /* @__PURE__ */ defineNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: explorer('Optimism Explorer', 'https://optimistic.etherscan.io'),
})

/** Base. */
export const base = /* @__PURE__ */ defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: explorer('Basescan', 'https://basescan.org'),
})

/** Solana mainnet-beta (CAIP-2 reference is the genesis hash prefix). */
export const solana = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: explorer('Solscan', 'https://solscan.io'),
})

/** Solana devnet. */
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: explorer('Solscan', 'https://solscan.io/?cluster=devnet'),
  testnet: true,
})

/** A local anvil node (chain 31337) on its default port; the offline demo uses it. */
export const anvil = /* @__PURE__ */ defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

/**
 * The anvil preset at another RPC URL or chain id (tests spawn anvil on a free port).
 * @example anvilAt('http://127.0.0.1:54321')
 */
export function anvilAt(rpcUrl: string, id = 31337): Network {
  return defineNetwork({ ...anvil, id, rpcUrls: { default: { http: [rpcUrl] } } })
}
