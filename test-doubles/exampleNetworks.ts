import type { Network } from '../core/network/Network.js'

const evm = (id: number, name: string, symbol: string, rpc: string, testnet = false): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: symbol, symbol, decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
  testnet,
})

/** A few complete networks for the doubles' own tests and defaults (the real list is `walletport/networks`). */
export const EXAMPLE_NETWORKS = {
  mainnet: evm(1, 'Ethereum', 'ETH', 'https://eth.example'),
  polygon: evm(137, 'Polygon', 'POL', 'https://polygon.example'),
  base: evm(8453, 'Base', 'ETH', 'https://base.example'),
  sepolia: evm(11155111, 'Sepolia', 'ETH', 'https://sepolia.example', true),
  solana: {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://solana.example'] } },
  },
} as const satisfies Record<string, Network>
