/**
 * The headless core's public API, what integrators use: the Walletport instance and its state
 * types, options, the typed errors they catch, network and model types, the SIWX helpers, the
 * port types for custom adapters, the tokens and the logger. No DOM, no React.
 * The rules and constants only the React views need are in core/internal.ts.
 */
export type { Walletport, WalletportDependencies } from './Walletport.js'
export type { WalletportEvent } from './CoreContext.js'

// State, as `getState()`/`state$` and the other get/watch pairs give it.
export type { WalletState, Connection } from './state/WalletState.js'
export type { NetworkState } from './network/networkState.js'
export type { NetworkSnapshot } from './network/toNetworkSnapshot.js'
export type { ConnectorListGroup, ConnectorListItem } from './connectors/buildConnectorList.js'
export type { ModalState } from './modal/ModalController.js'
export type { Router, RouterState, NavigationMode } from './modal/Router.js'
export type { View, PlainView, ViewRequiringParams, RouteParamsByView, RouteParams, RouteData, RouteArgs, RouteRequest, RouteEntry } from './modal/views.js'
export type { RemoteConfigState } from './projectConfig/RemoteConfig.js'
export type { EffectiveRemoteFeatures, FeatureOverride, MergedFeatures } from './projectConfig/mergeRemoteFeatures.js'
export type { DirectoryWalletsState } from './directory/DirectoryWallets.js'
export type { AccountData } from './portfolio/AccountData.js'
export type { AccountDataState, ActivityState, TokensState } from './portfolio/AccountDataState.js'
export type { AccountNames, AccountNamesState } from './names/AccountNames.js'
export type { EmbeddedWalletState } from './embedded/EmbeddedWalletState.js'
export type { EmailConnectAction, EmailUpdateAction } from './embedded/frameReplies.js'
export type { EmailLoginCooldown } from './embedded/checkEmailLoginCooldown.js'

// Options.
export type * from './options/WalletportOptions.js'
export type * from './options/Metadata.js'
export { InvalidOptionsError, ConflictingSiwxOptionsError, type OptionIssue } from './options/InvalidOptionsError.js'

// The domain's models.
export type * from './account/Account.js'
export type * from './account/Balance.js'
export type * from './connectors/Connector.js'
export type * from './connectors/Wallet.js'
export type * from './network/Network.js'
export type * from './onramp/Onramp.js'
export type * from './onramp/OnrampState.js'
export type * from './swap/SwapState.js'
export type { SwapSession } from './swap/startSwapSession.js'
export type * from './names/Profile.js'
export type * from './portfolio/Transaction.js'

// Typed errors: what the instance and the adapters throw.
export { BaseError, type BaseErrorParameters, type ErrorCategory } from './errors/BaseError.js'
export { AbortedError, throwIfAborted } from './errors/AbortedError.js'
export { HttpRequestError, type HttpRequestErrorParameters } from './errors/HttpRequestError.js'
export * from './errors/internalErrors.js'
export * from './errors/notFoundErrors.js'
export * from './errors/walletErrors.js'
export { toWalletError } from './errors/providerErrors.js'
export { FrameError, type FrameErrorReason } from './embedded/FrameError.js'
export { EmailLoginError, type EmailLoginErrorReason } from './embedded/EmailLoginError.js'
export { SocialLoginError, type SocialLoginFailure } from './embedded/SocialLoginError.js'
export { FarcasterLoginError, type FarcasterLoginFailure } from './embedded/FarcasterLoginError.js'
export type { SocialPopup } from './embedded/SocialPopup.js'
export { InvalidFrameReplyError } from './embedded/InvalidFrameReplyError.js'
export { AccountNameError } from './names/AccountNameError.js'
export { OnrampError } from './onramp/OnrampError.js'
export { SwapError, type SwapErrorReason } from './swap/SwapError.js'
export { TransactionFormError, isSolanaTransfer } from './transactions/transactionForm.js'
export { SendFormError, InsufficientBalanceError, TransactionRevertedError, type SendProblem } from './send/sendErrors.js'
export type { SendFormProblem } from './send/validateSendForm.js'
export type { SendRequest } from './send/planSend.js'
export type { SendPreview } from './send/prepareSend.js'
export type { SendMax } from './send/getSendMax.js'
export type { SendReceiver } from './send/resolveReceiver.js'
export { PayError, type PayErrorCode } from './pay/PayError.js'
export type { PayRequest, PayProblem } from './pay/checkPayRequest.js'
export type { WalletCall } from './transactions/walletCalls.js'
export type { CallsStatus, WalletCapabilities } from './transactions/walletCallSchemas.js'

// Sign in with X.
export type * from './siwx/Siwx.js'
export type { SiwxState, SiwxStatus } from './siwx/SiwxState.js'
export type { SiwxSignInResult } from './siwx/signIn.js'
export type { SiwxSignInError, SiwxSignInErrorKind } from './siwx/SiwxSignInError.js'
export { SiwxError, type SiwxErrorReason } from './siwx/SiwxError.js'
export { SiwxFieldError, type SiwxField } from './siwx/SiwxFieldError.js'
export { SiwxVerificationError, SIWX_REFUSAL_REASONS, type SiwxRefusalReason } from './siwx/SiwxVerificationError.js'
export { LocalSiwx, type LocalSiwxOptions } from './siwx/LocalSiwx.js'
export { createSiwxMessage, type CreateSiwxMessageOptions } from './siwx/createSiwxMessage.js'
export { parseSiwxMessage } from './siwx/parseSiwxMessage.js'
export { toSiwxMessageData } from './siwx/toSiwxMessageData.js'
export { verifySiwxMessage, type SiwxVerification, type VerifySiwxMessageParameters } from './siwx/verifySiwxMessage.js'
export { generateNonce, type RandomBytes } from './siwx/generateNonce.js'

// Ports, for custom adapters, and the tokens that bind them.
export type * from '../ports/BlockchainApi.js'
export type * from '../ports/ChainAdapter.js'
export type * from '../ports/Clock.js'
export type * from '../ports/EmbeddedWalletFrame.js'
export type * from '../ports/Logger.js'
export type * from '../ports/ProjectConfig.js'
export type * from '../ports/Storage.js'
export type * from '../ports/SiwxVerifier.js'
export type * from '../ports/Telemetry.js'
export type * from '../ports/WalletDirectory.js'
export { TOKENS, type Token } from '../ports/tokens.js'

// The logger.
export { BufferedLogger, type BufferedLoggerOptions, type LogSink } from './logging/BufferedLogger.js'
