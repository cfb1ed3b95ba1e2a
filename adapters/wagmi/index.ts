/**
 * `walletport/wagmi`: walletport's modal for wagmi apps. `createWagmiBridge` gives a wagmi
 * `Config` whose connector is walletport's eip155 connection. wagmi and @wagmi/core are optional
 * peer dependencies: only this entry imports them.
 */
export { createWagmiBridge, type WagmiBridgeOptions } from './createWagmiBridge.js'
export { walletportConnector, WALLETPORT_CONNECTOR_ID, type WalletportEip1193Provider } from './walletportConnector.js'
