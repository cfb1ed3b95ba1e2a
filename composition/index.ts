/**
 * `walletport`: the headless core plus `createWalletport`, the composition root
 * with the default adapters. Importing it touches no `window`.
 */
export * from '../core/index.js'
export { createWalletport, preloadWalletport, type WalletportOverrides } from './createWalletport.js'
export { MemoryStorage } from '../adapters/storage/MemoryStorage.js'
export { WebStorageStorage, type WebStorageLike } from '../adapters/storage/WebStorageStorage.js'
export { createDefaultStorage } from '../adapters/storage/createDefaultStorage.js'
export { SystemClock } from '../adapters/clock/SystemClock.js'
