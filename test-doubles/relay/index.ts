/**
 * `walletport/testing/relay`: a local WalletConnect relay on `ws` for tests and the offline
 * demo. Node only, kept out of `walletport/testing` so that entry stays browser-safe.
 */
export { startLocalRelay, type LocalRelay, type LocalRelayOptions } from './LocalRelay.js'
