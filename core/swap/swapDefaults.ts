/** Swap defaults, for the swap capability (not implemented yet). */

/** Swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_TOLERANCE = 1

/** Swap networks: Ethereum, Arbitrum, Optimism, zkSync, Base, BNB, Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora. */
export const SWAP_NETWORKS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const
