/**
 * The instance's use cases, one lazy chunk (`Walletport` imports it on first need): a page
 * whose visitor never connects, and has no stored connection to restore, never downloads
 * them. The first `open()` preloads them, so a click on a wallet starts connecting at once.
 * The Account view's loaders and name registration ride along (a connected account has
 * always loaded this chunk), and so do the project config's and the
 * directory's fetches (the first open's), and the analytics policy, which only pages with
 * analytics on load (every event comes from a use case).
 */
export { connectWallet } from './connection/connectWallet.js'
export { disconnectWallet } from './connection/disconnectWallet.js'
export { handleAdapterEvent } from './connection/handleAdapterEvent.js'
export { reconnectWallets } from './connection/reconnectWallets.js'
export { removeNetwork } from './connection/removeNetwork.js'
export { switchNetwork } from './connection/switchNetwork.js'
export { fetchBalance } from './balance/fetchBalance.js'
export { syncIdentity } from './identity/syncIdentity.js'
export { signMessage } from './transactions/signMessage.js'
export { sendTransaction } from './transactions/sendTransaction.js'
export { loadTokenBalances } from './account/loadTokenBalances.js'
export { loadTransactions } from './account/loadTransactions.js'
export { registerAccountName } from './account/registerAccountName.js'
export { accountNamesOf, fetchNameSuggestions, resolveAccountName } from './account/accountNameCalls.js'
export { fetchRemoteConfig } from './config/fetchRemoteConfig.js'
export { fetchDirectoryWallets } from './directory/fetchDirectoryWallets.js'
export { TelemetryService } from './telemetry/TelemetryService.js'
