const CONNECTIONS = 'connections'

/** Keys walletport writes through the Storage port (adapters may add a prefix). */
export const STORAGE_KEYS = {
  connections: CONNECTIONS,
  recentWallets: 'recentWallets',
  activeNamespace: 'activeNamespace',
  activeCaipNetworkIds: 'activeCaipNetworkIds',
} as const

/** The prefix the default storage (`localStorage`) gives every key, so walletport never collides with the host page's own keys. */
export const DEFAULT_STORAGE_PREFIX = 'walletport:'

/** Where the default storage keeps the stored connections (read by the React provider before a lazy core loads). */
export const DEFAULT_CONNECTIONS_KEY = `${DEFAULT_STORAGE_PREFIX}${CONNECTIONS}`
