/** How the directory lists wallets: page sizes, and how long a wallet image may take to load. Durations are milliseconds. */

export const WALLET_LISTING = { recommended: 4, perPage: 40, perSearch: 100 } as const

export const IMAGE_PRELOAD_RACE_MS = 2_000
