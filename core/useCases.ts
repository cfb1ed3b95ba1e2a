/**
 * The instance's use cases, one lazy chunk (`Walletport` imports it on first need): a page
 * whose visitor never connects, and has no stored connection to restore, never downloads
 * them. The first `open()` preloads them, so a click on a wallet starts connecting at once.
 * The Account view's loaders and name registration ride along (a connected account has
 * always loaded this chunk), and so do the project config's and the
 * directory's fetches (the first open's), and the analytics policy, which only pages with
 * analytics on load (every event comes from a use case).
 * `export *` (each file exports just its use case) so that go-to-definition through the
 * lazy module object lands on the use case itself, not on a re-export here.
 */
export * from './connection/connectWallet.js'
export * from './connection/disconnectWallet.js'
export * from './connection/disconnectAllWallets.js'
export * from './connection/handleAdapterEvent.js'
export * from './connection/reconnectWallets.js'
export * from './network/removeNetwork.js'
export * from './network/switchNetwork.js'
export * from './account/fetchBalance.js'
export * from './names/syncIdentity.js'
export * from './transactions/signMessage.js'
export * from './transactions/sendTransaction.js'
export * from './transactions/walletCalls.js'
export * from './transactions/requestEip155.js'
export * from './portfolio/loadTokenBalances.js'
export * from './portfolio/loadTransactions.js'
export * from './names/registerAccountName.js'
export * from './names/accountNameCalls.js'
export * from './projectConfig/fetchRemoteConfig.js'
export * from './directory/fetchDirectoryWallets.js'
export * from './telemetry/TelemetryService.js'
export * from './embedded/emailLogin.js'
export * from './embedded/socialLogin.js'
export * from './send/prepareSend.js'
export * from './send/getSendMax.js'
export * from './send/sendTokens.js'
export * from './pay/payRequest.js'
export * from './onramp/loadOnramp.js'
export * from './onramp/changeOnrampSelection.js'
export * from './onramp/fetchOnrampQuote.js'
export * from './onramp/createOnrampCheckout.js'
export * from './swap/createSwapSession.js'
export * from './embedded/setPreferredAccountType.js'
