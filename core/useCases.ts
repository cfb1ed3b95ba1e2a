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
export { removeNetwork } from './network/removeNetwork.js'
export { switchNetwork } from './network/switchNetwork.js'
export { fetchBalance } from './account/fetchBalance.js'
export { syncIdentity } from './names/syncIdentity.js'
export { signMessage } from './transactions/signMessage.js'
export { sendTransaction } from './transactions/sendTransaction.js'
export { loadTokenBalances } from './portfolio/loadTokenBalances.js'
export { loadTransactions } from './portfolio/loadTransactions.js'
export { registerAccountName } from './names/registerAccountName.js'
export { accountNamesOf, fetchNameSuggestions, resolveAccountName } from './names/accountNameCalls.js'
export { fetchRemoteConfig } from './projectConfig/fetchRemoteConfig.js'
export { fetchDirectoryWallets } from './directory/fetchDirectoryWallets.js'
export { TelemetryService } from './telemetry/TelemetryService.js'
