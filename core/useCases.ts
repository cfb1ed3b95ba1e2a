/**
 * The instance's use cases, one lazy chunk (`Walletport` imports it on first need): a page
 * whose visitor never connects, and has no stored connection to restore, never downloads
 * them. The first `open()` preloads them, so a click on a wallet starts connecting at once.
 * The project config's and the directory's fetches (the first open's) ride along, and so does
 * the analytics policy, which only pages with analytics on load (every event comes from a use case).
 * What a connect never runs (the Account view's loaders, email login, send, pay, wallet calls,
 * names, onramp, swap, the EIP-1193 bridge, social login, the account type) are chunks of their own, each loaded on its first call through the same
 * names: once loaded, a call starts in the caller's tick as the others do.
 * `export *` (each file exports just its use case) so that go-to-definition through the
 * lazy module object lands on the use case itself, not on a re-export here.
 */
import { lazyModule } from './lazy/lazyModule.js'

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
export * from './projectConfig/fetchRemoteConfig.js'
export * from './directory/fetchDirectoryWallets.js'
export * from './telemetry/TelemetryService.js'
export * from './swap/createSwapSession.js'
export const { connectEmail, prepareEmailLogin, connectEmailDevice, connectEmailOtp, getEmailLoginCooldown, updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp, requestEmbedded } =
  lazyModule(() => import('./embedded/emailLogin.js'))
export const { loadTokenBalances, loadTransactions } = lazyModule(() => import('./portfolio/portfolioChunk.js'))
export const { prepareSend, getSendMax, sendTokens } = lazyModule(() => import('./send/sendChunk.js'))
export const { payRequest } = lazyModule(() => import('./pay/payRequest.js'))
export const { requestEip155 } = lazyModule(() => import('./transactions/requestEip155.js'))
export const { connectSocial, connectSocialResult } = lazyModule(() => import('./embedded/socialLogin.js'))
export const { connectFarcaster } = lazyModule(() => import('./embedded/farcasterLogin.js'))
export const { setPreferredAccountType } = lazyModule(() => import('./embedded/setPreferredAccountType.js'))
export const { signTypedData, getCapabilities, sendCalls, getCallsStatus } = lazyModule(() => import('./transactions/walletCalls.js'))
export const { registerAccountName, fetchNameSuggestions, resolveAccountName, accountNamesOf } = lazyModule(() => import('./names/namesChunk.js'))
export const { loadOnramp, changeOnrampSelection, resetOnramp, fetchOnrampQuote, createOnrampCheckout } = lazyModule(() => import('./onramp/onrampChunk.js'))
