/** Keys walletport writes through the Storage port (adapters may add a prefix). */
export const STORAGE_KEYS = {
  connections: 'connections',
  recentWallets: 'recentWallets',
  activeNamespace: 'activeNamespace',
  activeCaipNetworkIds: 'activeCaipNetworkIds',
} as const
