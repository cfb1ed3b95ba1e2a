import { map, type Observable } from 'rxjs'
import type { TransactionDraft } from '../ports/ChainAdapter.js'
import type { WalletCall } from './transactions/walletCalls.js'
import type { CallsStatus, WalletCapabilities } from './transactions/walletCallSchemas.js'
import type { Logger } from '../ports/Logger.js'
import type { TimerId } from '../ports/Clock.js'
import type { WalletDirectory } from '../ports/WalletDirectory.js'
import type { WalletportEvent } from './CoreContext.js'
import { createWalletportParts, type WalletportParts } from './createWalletportParts.js'
import type { AccountState } from './account/Account.js'
import { createAccountState } from './account/createAccountState.js'
import { watchActiveAddress } from './account/watchActiveAddress.js'
import { restoreConnections } from './connection/restoreConnections.js'
import { watchAdapterEvents } from './connection/watchAdapterEvents.js'
import type { ConnectorListGroup } from './connectors/buildConnectorList.js'
import type { Connector } from './connectors/Connector.js'
import { loadRecentWallets } from './connectors/loadRecentWallets.js'
import type { DirectoryWalletsState } from './directory/DirectoryWallets.js'
import type { ModalState } from './modal/ModalController.js'
import { preloadAfterOpen } from './modal/preloadAfterOpen.js'
import type { NavigationMode, RouterState } from './modal/Router.js'
import type { PlainView, RouteRequest } from './modal/views.js'
import type { AccountNamesState } from './names/AccountNames.js'
import type { NameProfile } from './names/Profile.js'
import type { ChainNamespace, Network } from './network/Network.js'
import type { NetworkSnapshot } from './network/toNetworkSnapshot.js'
import { watchUnsupportedChain } from './network/watchUnsupportedChain.js'
import type { ResolvedOptions } from './options/WalletportOptions.js'
import type { AccountDataState } from './portfolio/AccountDataState.js'
import type { RemoteConfigState } from './projectConfig/RemoteConfig.js'
import type { SiwxSignInResult } from './siwx/signIn.js'
import type { SiwxState } from './siwx/SiwxState.js'
import { watchValue } from './state/Readable.js'
import { accountOf, type WalletState } from './state/WalletState.js'
import type { WalletportDependencies } from './WalletportDependencies.js'
import type { EmbeddedWalletState } from './embedded/EmbeddedWalletState.js'
import type { EmailConnectAction, EmailUpdateAction } from './embedded/frameReplies.js'
import type { EmailLoginCooldown } from './embedded/checkEmailLoginCooldown.js'
import type { SocialPopup } from './embedded/SocialPopup.js'
import type { Balance } from './account/Balance.js'
import type { SendRequest } from './send/planSend.js'
import type { SendPreview } from './send/prepareSend.js'
import type { SendMax } from './send/getSendMax.js'
import type { PayRequest } from './pay/checkPayRequest.js'
import type { OnrampSelection, OnrampState } from './onramp/OnrampState.js'
import type { SwapSession } from './swap/startSwapSession.js'

export type { NetworkSnapshot, WalletportDependencies }
type Listener<T> = (value: T) => void
type Namespaced = { readonly namespace?: ChainNamespace }
type LoadParams = { readonly force?: boolean; readonly signal?: AbortSignal }

/**
 * One walletport instance: each piece of state as `getX()`, `watchX(listener)` (called with the
 * current value, then every change; returns unsubscribe) and `x$`, plus the commands, each a
 * use case. Instances share nothing (no module state).
 * @example const wp = createWalletport({ networks: [mainnet] }); wp.watchAccount((account) => console.log(account.address))
 */
export class Walletport {
  readonly options: ResolvedOptions
  readonly logger: Logger
  /** The wallet listing AllWallets pages through, when one is configured. */
  readonly walletDirectory: WalletDirectory | undefined
  /** Domain events (connects, switches, signatures, sign-ins…) as they happen. */
  readonly events$: Observable<WalletportEvent>
  /** Resolves once stored connections were restored (or found absent) and sign-in has started. */
  readonly ready: Promise<void>
  readonly #parts: WalletportParts
  readonly #context: WalletportParts['context']
  readonly #useCases: WalletportParts['useCases']
  readonly #stops: (() => void)[]
  /** The preload the last `open()` scheduled, until it runs. */
  #preload: TimerId | undefined

  constructor(dependencies: WalletportDependencies) {
    const parts = createWalletportParts(dependencies)
    const { context, useCases, modal } = parts
    this.#parts = parts
    this.#context = context
    this.#useCases = useCases
    this.options = dependencies.options
    this.logger = dependencies.logger
    this.walletDirectory = dependencies.walletDirectory
    this.events$ = parts.events.asObservable()
    this.#stops = [
      watchAdapterEvents({ context, adapters: dependencies.chainAdapters, connectors: parts.connectors, useCases }),
      watchUnsupportedChain({ network$: this.network$, account$: this.account$, options: this.options, modal }),
      watchActiveAddress(context, useCases),
      () => parts.siwx.stop(),
    ]
    this.ready = Promise.all([
      parts.siwx.started,
      loadRecentWallets(dependencies.storage, this.logger, parts.recent),
      this.options.enableReconnect ? restoreConnections(context, useCases) : undefined,
    ]).then(() => undefined, (error: unknown) => this.logger.error('start-up restore failed', error))
  }

  // State: getX() / watchX(listener) / x$ for each piece.

  /** The whole snapshot: accounts, networks and connections by namespace. */
  getState(): WalletState { return this.#parts.state.getSnapshot() }
  watchState(listener: Listener<WalletState>): () => void { return watchValue(this.state$, listener) }
  get state$(): Observable<WalletState> { return this.#parts.state.state$ }
  /** A namespace's account (default: the active one, which `account$` follows). */
  getAccount(namespace?: ChainNamespace): AccountState { return accountOf(this.#parts.state.getSnapshot(), namespace) }
  watchAccount(listener: Listener<AccountState>, namespace?: ChainNamespace): () => void {
    // Selecting the stored slice keeps a namespace without an account from emitting on every change.
    const account$ = namespace ? this.#parts.state.select((state) => state.accounts[namespace]).pipe(map((account) => account ?? createAccountState())) : this.account$
    return watchValue(account$, listener)
  }
  get account$(): Observable<AccountState> { return this.#parts.account.state$ }
  /** The active network, its namespace and the requested networks. */
  getNetwork(): NetworkSnapshot { return this.#parts.network.getSnapshot() }
  watchNetwork(listener: Listener<NetworkSnapshot>): () => void { return watchValue(this.network$, listener) }
  get network$(): Observable<NetworkSnapshot> { return this.#parts.network.state$ }
  /** The connectors the chain adapters offer (injected, announced, WalletConnect…). */
  getConnectors(): readonly Connector[] { return this.#parts.connectors.getSnapshot() }
  watchConnectors(listener: Listener<readonly Connector[]>): () => void { return watchValue(this.connectors$, listener) }
  get connectors$(): Observable<readonly Connector[]> { return this.#parts.connectors.state$ }
  /** The connect list: groups in order, hidden and excluded wallets removed, each wallet once. */
  getConnectorList(): readonly ConnectorListGroup[] { return this.#parts.connectorList.getSnapshot() }
  watchConnectorList(listener: Listener<readonly ConnectorListGroup[]>): () => void { return watchValue(this.connectorList$, listener) }
  get connectorList$(): Observable<readonly ConnectorListGroup[]> { return this.#parts.connectorList.state$ }
  /** The modal: open, loading, shaking. */
  getModal(): ModalState { return this.#parts.modal.getSnapshot() }
  watchModal(listener: Listener<ModalState>): () => void { return watchValue(this.modal$, listener) }
  get modal$(): Observable<ModalState> { return this.#parts.modal.state$ }
  /** The modal's view and its data, with the history (root first). */
  getRoute(): RouterState { return this.#parts.router.getSnapshot() }
  watchRoute(listener: Listener<RouterState>): () => void { return watchValue(this.route$, listener) }
  get route$(): Observable<RouterState> { return this.#parts.router.state$ }
  /** Sign-in (SIWX) of the active account: status, session, the last error. */
  getSiwx(): SiwxState { return this.#parts.siwxState.getSnapshot() }
  watchSiwx(listener: Listener<SiwxState>): () => void { return watchValue(this.siwx$, listener) }
  get siwx$(): Observable<SiwxState> { return this.#parts.siwxState.state$ }
  /** The project's remote config: features in effect, overridden local choices, the alert raised. */
  getRemoteConfig(): RemoteConfigState { return this.#parts.remoteConfig.getSnapshot() }
  watchRemoteConfig(listener: Listener<RemoteConfigState>): () => void { return watchValue(this.remoteConfig$, listener) }
  get remoteConfig$(): Observable<RemoteConfigState> { return this.#parts.remoteConfig.state$ }
  /** The directory's featured and recommended wallets for the Connect view (loaded on the first open). */
  getDirectoryWallets(): DirectoryWalletsState { return this.#parts.directoryWallets.getSnapshot() }
  watchDirectoryWallets(listener: Listener<DirectoryWalletsState>): () => void { return watchValue(this.directoryWallets$, listener) }
  get directoryWallets$(): Observable<DirectoryWalletsState> { return this.#parts.directoryWallets.state$ }
  /** The Account view's tokens and activity: loaded on demand, never polled. */
  getAccountData(): AccountDataState { return this.#parts.accountData.getSnapshot() }
  watchAccountData(listener: Listener<AccountDataState>): () => void { return watchValue(this.accountData$, listener) }
  get accountData$(): Observable<AccountDataState> { return this.#parts.accountData.state$ }
  /** The RegisterAccountName view's name suggestions with their loading flag and last error. */
  getAccountNames(): AccountNamesState { return this.#parts.accountNames.getSnapshot() }
  watchAccountNames(listener: Listener<AccountNamesState>): () => void { return watchValue(this.accountNames$, listener) }
  get accountNames$(): Observable<AccountNamesState> { return this.#parts.accountNames.state$ }
  /** The embedded wallet: its frame's lifecycle, the email login in progress, the signed-in email. */
  getEmbeddedWallet(): EmbeddedWalletState { return this.#parts.embeddedState.getSnapshot() }
  watchEmbeddedWallet(listener: Listener<EmbeddedWalletState>): () => void { return watchValue(this.embeddedWallet$, listener) }
  get embeddedWallet$(): Observable<EmbeddedWalletState> { return this.#parts.embeddedState.state$ }
  /** Buying crypto: the options for the active network, the selection, its quote (or error), the checkout URL. */
  getOnramp(): OnrampState { return this.#parts.onramp.getSnapshot() }
  watchOnramp(listener: Listener<OnrampState>): () => void { return watchValue(this.onramp$, listener) }
  get onramp$(): Observable<OnrampState> { return this.#parts.onramp.state$ }
  /** True when an embedded wallet frame is configured (email login can be offered). */
  get hasEmbeddedWallet(): boolean { return this.#parts.embedded !== undefined }

  // Commands: each goes straight to its use case (or to the part holding its state).

  /**
   * Connects through a connector of a namespace (default: the active one); the connections of
   * other namespaces stay and this one becomes active. `caipNetworkId`: a network of that
   * namespace to end on (the wallet is asked to switch there after connecting).
   */
  connect(params: { readonly connectorId: string; readonly caipNetworkId?: string } & Namespaced): Promise<{ readonly address: string; readonly caipNetworkId: string }> {
    return this.#useCases.connectWallet(this.#context, params)
  }
  /** Disconnects a namespace (default: the active one); the next remaining connection becomes active. */
  disconnect(params: Namespaced = {}): Promise<void> { return this.#useCases.disconnectWallet(this.#context, params) }
  /** Disconnects every connected namespace. */
  disconnectAll(): Promise<void> { return this.#useCases.disconnectAllWallets(this.#context) }
  /** Signs a message with the connected wallet. */
  signMessage(params: { readonly message: string } & Namespaced): Promise<string> { return this.#useCases.signMessage(this.#context, params) }
  /** Sends a transaction from the connected account; the balance refreshes after. */
  sendTransaction(params: TransactionDraft & Namespaced): Promise<string> { return this.#useCases.sendTransaction(this.#context, params) }
  /** The Send view's preview: checked as `send` checks it, the name resolved, the fee estimated, the USD value; nothing is sent. */
  prepareSend(params: SendRequest): Promise<SendPreview> { return this.#useCases.prepareSend(this.#context, params) }
  /** The most a send of `token` can move: its balance, minus a gas reserve for the native token. */
  getSendMax(params: { readonly token: Balance }): Promise<SendMax> { return this.#useCases.getSendMax(this.#context, params) }
  /**
   * Sends `amount` of `token` to an address or name; resolves the hash once the wallet sent it. A pending
   * entry shows in Activity; SEND_CONFIRMED or SEND_FAILED follows on `events$` when the chain settles it.
   */
  send(params: SendRequest): Promise<string> { return this.#useCases.sendTokens(this.#context, this.#parts.accountData, params) }
  /**
   * Pays `amount` of `token` ('native' or a contract) to `recipient` on `network`; resolves the hash once confirmed on chain.
   * Rejects with PayError (PAY_DISABLED, INVALID_REQUEST, NOT_CONNECTED, WRONG_NETWORK, TOKEN_UNAVAILABLE),
   * InsufficientBalanceError, UserRejectedRequestError (declined) or TransactionRevertedError. Needs `features.pay`.
   * @example const hash = await walletport.pay({ recipient: '0x7099…', amount: '0.01', token: 'native', network: 'eip155:1' })
   */
  pay(params: PayRequest): Promise<string> { return this.#useCases.payRequest(this.#context, this.#parts.accountData, params) }
  /** Signs EIP-712 typed data with the connected EVM account (`eth_signTypedData_v4`). */
  signTypedData(params: { readonly typedData: Readonly<Record<string, unknown>> }): Promise<string> { return this.#useCases.signTypedData(this.#context, params) }
  /** The connected EVM wallet's EIP-5792 capabilities per chain (`wallet_getCapabilities`). */
  getCapabilities(): Promise<WalletCapabilities> { return this.#useCases.getCapabilities(this.#context) }
  /** Sends a bundle of calls (EIP-5792 `wallet_sendCalls`); its id. Each target must start with 0x. */
  sendCalls(params: { readonly calls: readonly WalletCall[]; readonly atomicRequired?: boolean }): Promise<{ readonly id: string }> { return this.#useCases.sendCalls(this.#context, params) }
  /** A bundle's status (EIP-5792 `wallet_getCallsStatus`): 100 pending, 200 confirmed with receipts. */
  getCallsStatus(params: { readonly id: string }): Promise<CallsStatus> { return this.#useCases.getCallsStatus(this.#context, params) }
  /** An EIP-1193 request on the eip155 connection, whichever wallet made it (what wagmi's connector sends); reads belong to the network's RPC and reject 4200. */
  request(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<unknown> { return this.#useCases.requestEip155(this.#context, args) }
  /** Re-reads the native balance (cached 30 s unless `force`). */
  refreshBalance(params: { readonly force?: boolean } & Namespaced = {}): Promise<void> { return this.#useCases.fetchBalance(this.#context, params) }
  /** Switches to a configured network (the connected wallet is asked first). */
  switchNetwork(network: Network): Promise<void> { return this.#useCases.switchNetwork(this.#context, { network }) }
  /** Removes a configured network; the active one moves to the first remaining. */
  removeNetwork(caipNetworkId: string): Promise<void> { return this.#useCases.removeNetwork(this.#context, { caipNetworkId }) }
  /** Signs in the connected account (SIWX). */
  async signIn(): Promise<SiwxSignInResult> { return (await this.#parts.siwx.runtime()).signIn() }
  /** Cancels sign-in: disconnects when sign-in is required, else closes the modal. */
  async cancelSignIn(): Promise<'disconnect' | 'close'> { return (await this.#parts.siwx.runtime()).cancelSignIn() }
  /** Revokes the active sign-in session (and disconnects when sign-in is required). */
  async signOut(): Promise<void> { return (await this.#parts.siwx.runtime()).signOut() }
  /** Loads the Tokens tab's balances (cached 30 s; `force` asks afresh). */
  loadTokens(params: LoadParams = {}): Promise<void> { return this.#parts.accountData.loadTokens(params) }
  /** Loads the first page of Activity (reused for 30 s unless `force`). */
  loadActivity(params: LoadParams = {}): Promise<void> { return this.#parts.accountData.loadActivity(params) }
  /** Loads the next page of Activity, if any. */
  loadMoreActivity(params: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#parts.accountData.loadMoreActivity(params) }
  /** Suggests names for a typed label (letters, digits, hyphens, at least 4); an invalid one clears them. */
  suggestAccountNames(label: string, options: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#parts.accountNames.suggest(label, options) }
  /** Registers `label` + `.reown.id` for the connected EVM account (the wallet signs); throws AccountNameError. */
  registerAccountName(label: string): Promise<NameProfile> { return this.#useCases.registerAccountName(this.#context, label) }
  /** The profile of a registered name; throws AccountNameError('Error resolving name') otherwise. */
  resolveAccountName(name: string): Promise<NameProfile> { return this.#useCases.resolveAccountName(this.#context, name) }
  /** The names registered to an address. */
  accountNamesOf(address: string): Promise<readonly NameProfile[]> { return this.#useCases.accountNamesOf(this.#context, address) }
  /**
   * Starts an email login (the embedded wallet's frame is created now): 'VERIFY_OTP' → send the
   * emailed code with `connectEmailOtp`; 'VERIFY_DEVICE' → `connectEmailDevice`, then the code;
   * 'CONNECT' → connected already. Throws EmailLoginError for an invalid email or within 30 s of the last login.
   */
  connectEmail(params: { readonly email: string }): Promise<EmailConnectAction> { return this.#useCases.connectEmail(this.#context, params) }
  /** Creates the embedded wallet's frame ahead of an email login (the visitor turned to the email field). */
  prepareEmailLogin(): Promise<void> { return this.#useCases.prepareEmailLogin(this.#context) }
  /** Waits until the visitor clicked the device link the frame emailed; a code follows. */
  connectEmailDevice(): Promise<void> { return this.#useCases.connectEmailDevice(this.#context) }
  /** Sends the emailed 6-digit code, then connects the embedded account. */
  connectEmailOtp(params: { readonly otp: string }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#useCases.connectEmailOtp(this.#context, params) }
  /** Whether an email login now would be refused, and for how many seconds more. */
  getEmailLoginCooldown(): Promise<EmailLoginCooldown> { return this.#useCases.getEmailLoginCooldown(this.#context) }
  /** A social login through `popup` (opened on the frame's origin in the click handler, see `watchSocialPopup`), then the embedded account connects. */
  connectSocial(params: { readonly provider: string; readonly popup: SocialPopup }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#useCases.connectSocial(this.#context, params) }
  /** Sign In With Farcaster: `onUri` gets the code's URL (a QR), then it waits for the Farcaster app; aborting `signal` cancels (FarcasterLoginError 'cancelled'); an expired code rejects 'expired'. */
  connectFarcaster(params: { readonly onUri: (url: string) => void; readonly signal?: AbortSignal }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#useCases.connectFarcaster(this.#context, params) }
  /** The return of a top-level social login (Telegram mini app): connects with the `result_uri` it brought back, and clears the stored provider. */
  connectSocialResult(params: { readonly resultUri: string }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#useCases.connectSocialResult(this.#context, params) }
  /** Starts changing the signed-in email: a code goes to the current address. */
  updateEmail(params: { readonly email: string }): Promise<EmailUpdateAction> { return this.#useCases.updateEmail(this.#context, params) }
  /** The code sent to the current address; then a code goes to the new one. */
  updateEmailPrimaryOtp(params: { readonly otp: string }): Promise<EmailUpdateAction> { return this.#useCases.updateEmailPrimaryOtp(this.#context, params) }
  /** The code sent to the new address; the account's email becomes the new one. */
  updateEmailSecondaryOtp(params: { readonly otp: string }): Promise<string> { return this.#useCases.updateEmailSecondaryOtp(this.#context, params) }
  /** Switches the embedded account between the user's EOA and smart account (where the network has them); the account state follows. */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<{ readonly address: string }> { return this.#useCases.setPreferredAccountType(this.#context, { type }) }
  /**
   * A JSON-RPC request to the embedded wallet through its gate: reads go straight to the frame,
   * signing and sending open ApproveTransaction, other methods are refused ('Requested RPC call is not allowed').
   */
  requestEmbedded(params: { readonly method: string; readonly params?: readonly unknown[] }): Promise<unknown> { return this.#useCases.requestEmbedded(this.#context, params) }

  /**
   * Reads the onramp options for the active network (not offered in mainland China, Hong Kong
   * and Macau: then `status` is 'restricted'); never rejects.
   * @example await walletport.loadOnramp(); walletport.selectOnramp({ amount: 100 }); await walletport.fetchOnrampQuote()
   */
  loadOnramp(params: { readonly timeZone?: string; readonly signal?: AbortSignal } = {}): Promise<void> { return this.#useCases.loadOnramp(this.#context, params) }
  /** Changes the onramp selection (currencies, payment method, amount, provider); the quote is dropped. Synchronous once the use cases are loaded (after `loadOnramp`). */
  selectOnramp(selection: OnrampSelection): Promise<void> { return this.#useCases.changeOnrampSelection(this.#context, selection) }
  /** Quotes the selection (read at `purchaseAmount.amount`); a failure is stored as the state's `error`. */
  fetchOnrampQuote(params: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#useCases.fetchOnrampQuote(this.#context, params) }
  /** The chosen provider's checkout URL for the quote; throws OnrampError on failure. */
  createOnrampCheckout(params: { readonly redirectUrl?: string; readonly signal?: AbortSignal } = {}): Promise<string> { return this.#useCases.createOnrampCheckout(this.#context, params) }
  /** Forgets the onramp options, selection and quote. */
  resetOnramp(): Promise<void> { return this.#useCases.resetOnramp(this.#context) }

  /**
   * A swap on the connected eip155 network (its tokens, quotes 500 ms after typing, approve then swap), once read.
   * @example const swap = await walletport.createSwap(); swap.setTo(token.address); swap.setAmount('1'); await swap.execute()
   */
  createSwap(): Promise<SwapSession> { return this.#useCases.createSwapSession(this.#context, this.#parts.accountData) }

  /** Loads the project's remote config unless loaded (the first `open()` does it too); never rejects. */
  loadRemoteConfig(): Promise<RemoteConfigState> { return this.#parts.remoteConfig.load() }

  /** Opens the modal (Connect when disconnected, Account when connected, or the given view); the first open loads what a connect needs. */
  open(route?: RouteRequest): void {
    this.#parts.modal.open(route)
    // One pending preload at a time (it forgets itself when it runs): destroy() cancels it.
    this.#preload ??= preloadAfterOpen(this.#context.clock, [
      () => (this.#preload = undefined),
      // A connect follows most opens: its code loads now, so a click on a wallet starts at once.
      () => this.#useCases.load().catch((error: unknown) => this.logger.warn('walletport: the use cases could not be loaded', error)),
      () => this.loadRemoteConfig(),
      () => this.#parts.directoryWallets.load(),
    ])
  }
  /** Closes the modal unless a rule forbids it (then it shakes); returns whether it closed. */
  close(): boolean { return this.#parts.modal.close() }
  /** Shows a view: pushed on the history (default), in place of the current one, or as the only one. */
  navigate(target: PlainView | RouteRequest, mode?: NavigationMode): void {
    this.#parts.router.navigate(typeof target === 'string' ? ({ view: target } as RouteRequest) : target, mode)
  }
  /** Back one view, or back to `history[toIndex]`; false (nothing changes) when there is none. */
  goBack(toIndex?: number): boolean { return toIndex === undefined ? this.#parts.router.goBack() : this.#parts.router.goBackToIndex(toIndex) }

  /** Stops listening to wallets, destroys the chain adapters it was given, cancels its timers and completes every observable. */
  destroy(): void {
    const parts = this.#parts
    for (const stop of this.#stops.splice(0)) stop()
    if (this.#preload !== undefined) this.#context.clock.clearTimeout(this.#preload)
    parts.destroyEmbedded()
    parts.modal.dispose()
    for (const part of [parts.siwxState, parts.events, parts.state, parts.connectors, parts.recent, parts.remoteConfig, parts.directoryWallets]) part.complete()
  }
}
