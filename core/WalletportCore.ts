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
 * The instance itself, built by `createWalletport`'s chunk (composition/buildWalletport.ts): its
 * stores, use cases and watches. Integrators hold it through the `Walletport` facade
 * (core/Walletport.ts), which documents each member and delegates to this one once it is built.
 */
export class WalletportCore {
  readonly options: ResolvedOptions
  readonly logger: Logger
  readonly walletDirectory: WalletDirectory | undefined
  readonly events$: Observable<WalletportEvent>
  readonly ready: Promise<void>
  readonly #parts: WalletportParts
  readonly #context: WalletportParts['context']
  readonly #useCases: WalletportParts['useCases']
  readonly #stops: (() => void)[]
  #preload: TimerId | undefined
  #prepared: Promise<void> | undefined

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

  getState(): WalletState { return this.#parts.state.getSnapshot() }
  watchState(listener: Listener<WalletState>): () => void { return watchValue(this.state$, listener) }
  get state$(): Observable<WalletState> { return this.#parts.state.state$ }
  getAccount(namespace?: ChainNamespace): AccountState { return accountOf(this.#parts.state.getSnapshot(), namespace) }
  watchAccount(listener: Listener<AccountState>, namespace?: ChainNamespace): () => void {
    // Selecting the stored slice keeps a namespace without an account from emitting on every change.
    const account$ = namespace ? this.#parts.state.select((state) => state.accounts[namespace]).pipe(map((account) => account ?? createAccountState())) : this.account$
    return watchValue(account$, listener)
  }
  get account$(): Observable<AccountState> { return this.#parts.account.state$ }
  getNetwork(): NetworkSnapshot { return this.#parts.network.getSnapshot() }
  watchNetwork(listener: Listener<NetworkSnapshot>): () => void { return watchValue(this.network$, listener) }
  get network$(): Observable<NetworkSnapshot> { return this.#parts.network.state$ }
  getConnectors(): readonly Connector[] { return this.#parts.connectors.getSnapshot() }
  watchConnectors(listener: Listener<readonly Connector[]>): () => void { return watchValue(this.connectors$, listener) }
  get connectors$(): Observable<readonly Connector[]> { return this.#parts.connectors.state$ }
  getConnectorList(): readonly ConnectorListGroup[] { return this.#parts.connectorList.getSnapshot() }
  watchConnectorList(listener: Listener<readonly ConnectorListGroup[]>): () => void { return watchValue(this.connectorList$, listener) }
  get connectorList$(): Observable<readonly ConnectorListGroup[]> { return this.#parts.connectorList.state$ }
  getModal(): ModalState { return this.#parts.modal.getSnapshot() }
  watchModal(listener: Listener<ModalState>): () => void { return watchValue(this.modal$, listener) }
  get modal$(): Observable<ModalState> { return this.#parts.modal.state$ }
  getRoute(): RouterState { return this.#parts.router.getSnapshot() }
  watchRoute(listener: Listener<RouterState>): () => void { return watchValue(this.route$, listener) }
  get route$(): Observable<RouterState> { return this.#parts.router.state$ }
  getSiwx(): SiwxState { return this.#parts.siwxState.getSnapshot() }
  watchSiwx(listener: Listener<SiwxState>): () => void { return watchValue(this.siwx$, listener) }
  get siwx$(): Observable<SiwxState> { return this.#parts.siwxState.state$ }
  getRemoteConfig(): RemoteConfigState { return this.#parts.remoteConfig.getSnapshot() }
  watchRemoteConfig(listener: Listener<RemoteConfigState>): () => void { return watchValue(this.remoteConfig$, listener) }
  get remoteConfig$(): Observable<RemoteConfigState> { return this.#parts.remoteConfig.state$ }
  getDirectoryWallets(): DirectoryWalletsState { return this.#parts.directoryWallets.getSnapshot() }
  watchDirectoryWallets(listener: Listener<DirectoryWalletsState>): () => void { return watchValue(this.directoryWallets$, listener) }
  get directoryWallets$(): Observable<DirectoryWalletsState> { return this.#parts.directoryWallets.state$ }
  getAccountData(): AccountDataState { return this.#parts.accountData.getSnapshot() }
  watchAccountData(listener: Listener<AccountDataState>): () => void { return watchValue(this.accountData$, listener) }
  get accountData$(): Observable<AccountDataState> { return this.#parts.accountData.state$ }
  getAccountNames(): AccountNamesState { return this.#parts.accountNames.getSnapshot() }
  watchAccountNames(listener: Listener<AccountNamesState>): () => void { return watchValue(this.accountNames$, listener) }
  get accountNames$(): Observable<AccountNamesState> { return this.#parts.accountNames.state$ }
  getEmbeddedWallet(): EmbeddedWalletState { return this.#parts.embeddedState.getSnapshot() }
  watchEmbeddedWallet(listener: Listener<EmbeddedWalletState>): () => void { return watchValue(this.embeddedWallet$, listener) }
  get embeddedWallet$(): Observable<EmbeddedWalletState> { return this.#parts.embeddedState.state$ }
  getOnramp(): OnrampState { return this.#parts.onramp.getSnapshot() }
  watchOnramp(listener: Listener<OnrampState>): () => void { return watchValue(this.onramp$, listener) }
  get onramp$(): Observable<OnrampState> { return this.#parts.onramp.state$ }
  get hasEmbeddedWallet(): boolean { return this.#parts.embedded !== undefined }

  // Commands: each goes straight to its use case (or to the part holding its state).

  connect(params: { readonly connectorId: string; readonly caipNetworkId?: string } & Namespaced): Promise<{ readonly address: string; readonly caipNetworkId: string }> {
    return this.#useCases.connectWallet(this.#context, params)
  }
  disconnect(params: Namespaced = {}): Promise<void> { return this.#useCases.disconnectWallet(this.#context, params) }
  disconnectAll(): Promise<void> { return this.#useCases.disconnectAllWallets(this.#context) }
  signMessage(params: { readonly message: string } & Namespaced): Promise<string> { return this.#useCases.signMessage(this.#context, params) }
  sendTransaction(params: TransactionDraft & Namespaced): Promise<string> { return this.#useCases.sendTransaction(this.#context, params) }
  prepareSend(params: SendRequest): Promise<SendPreview> { return this.#useCases.prepareSend(this.#context, params) }
  getSendMax(params: { readonly token: Balance }): Promise<SendMax> { return this.#useCases.getSendMax(this.#context, params) }
  send(params: SendRequest): Promise<string> { return this.#useCases.sendTokens(this.#context, this.#parts.accountData, params) }
  pay(params: PayRequest): Promise<string> { return this.#useCases.payRequest(this.#context, this.#parts.accountData, params) }
  signTypedData(params: { readonly typedData: Readonly<Record<string, unknown>> }): Promise<string> { return this.#useCases.signTypedData(this.#context, params) }
  getCapabilities(): Promise<WalletCapabilities> { return this.#useCases.getCapabilities(this.#context) }
  sendCalls(params: { readonly calls: readonly WalletCall[]; readonly atomicRequired?: boolean }): Promise<{ readonly id: string }> { return this.#useCases.sendCalls(this.#context, params) }
  getCallsStatus(params: { readonly id: string }): Promise<CallsStatus> { return this.#useCases.getCallsStatus(this.#context, params) }
  request(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<unknown> { return this.#useCases.requestEip155(this.#context, args) }
  refreshBalance(params: { readonly force?: boolean } & Namespaced = {}): Promise<void> { return this.#useCases.fetchBalance(this.#context, params) }
  switchNetwork(network: Network): Promise<void> { return this.#useCases.switchNetwork(this.#context, { network }) }
  removeNetwork(caipNetworkId: string): Promise<void> { return this.#useCases.removeNetwork(this.#context, { caipNetworkId }) }
  async signIn(): Promise<SiwxSignInResult> { return (await this.#parts.siwx.runtime()).signIn() }
  async cancelSignIn(): Promise<'disconnect' | 'close'> { return (await this.#parts.siwx.runtime()).cancelSignIn() }
  async signOut(): Promise<void> { return (await this.#parts.siwx.runtime()).signOut() }
  loadTokens(params: LoadParams = {}): Promise<void> { return this.#parts.accountData.loadTokens(params) }
  loadActivity(params: LoadParams = {}): Promise<void> { return this.#parts.accountData.loadActivity(params) }
  loadMoreActivity(params: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#parts.accountData.loadMoreActivity(params) }
  suggestAccountNames(label: string, options: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#parts.accountNames.suggest(label, options) }
  registerAccountName(label: string): Promise<NameProfile> { return this.#useCases.registerAccountName(this.#context, label) }
  resolveAccountName(name: string): Promise<NameProfile> { return this.#useCases.resolveAccountName(this.#context, name) }
  accountNamesOf(address: string): Promise<readonly NameProfile[]> { return this.#useCases.accountNamesOf(this.#context, address) }
  connectEmail(params: { readonly email: string }): Promise<EmailConnectAction> { return this.#useCases.connectEmail(this.#context, params) }
  prepareEmailLogin(): Promise<void> { return this.#useCases.prepareEmailLogin(this.#context) }
  connectEmailDevice(): Promise<void> { return this.#useCases.connectEmailDevice(this.#context) }
  connectEmailOtp(params: { readonly otp: string }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#useCases.connectEmailOtp(this.#context, params) }
  getEmailLoginCooldown(): Promise<EmailLoginCooldown> { return this.#useCases.getEmailLoginCooldown(this.#context) }
  connectSocial(params: { readonly provider: string; readonly popup: SocialPopup }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#useCases.connectSocial(this.#context, params) }
  connectFarcaster(params: { readonly onUri: (url: string) => void; readonly signal?: AbortSignal }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#useCases.connectFarcaster(this.#context, params) }
  connectSocialResult(params: { readonly resultUri: string }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#useCases.connectSocialResult(this.#context, params) }
  updateEmail(params: { readonly email: string }): Promise<EmailUpdateAction> { return this.#useCases.updateEmail(this.#context, params) }
  updateEmailPrimaryOtp(params: { readonly otp: string }): Promise<EmailUpdateAction> { return this.#useCases.updateEmailPrimaryOtp(this.#context, params) }
  updateEmailSecondaryOtp(params: { readonly otp: string }): Promise<string> { return this.#useCases.updateEmailSecondaryOtp(this.#context, params) }
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<{ readonly address: string }> { return this.#useCases.setPreferredAccountType(this.#context, { type }) }
  requestEmbedded(params: { readonly method: string; readonly params?: readonly unknown[] }): Promise<unknown> { return this.#useCases.requestEmbedded(this.#context, params) }

  loadOnramp(params: { readonly timeZone?: string; readonly signal?: AbortSignal } = {}): Promise<void> { return this.#useCases.loadOnramp(this.#context, params) }
  selectOnramp(selection: OnrampSelection): Promise<void> { return this.#useCases.changeOnrampSelection(this.#context, selection) }
  fetchOnrampQuote(params: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#useCases.fetchOnrampQuote(this.#context, params) }
  createOnrampCheckout(params: { readonly redirectUrl?: string; readonly signal?: AbortSignal } = {}): Promise<string> { return this.#useCases.createOnrampCheckout(this.#context, params) }
  resetOnramp(): Promise<void> { return this.#useCases.resetOnramp(this.#context) }

  createSwap(): Promise<SwapSession> { return this.#useCases.createSwapSession(this.#context, this.#parts.accountData) }

  loadRemoteConfig(): Promise<RemoteConfigState> { return this.#parts.remoteConfig.load() }

  prepareOpen(): Promise<void> {
    // Once: a button's hover comes again and again; a config or listing that failed is the open's to ask again.
    return (this.#prepared ??= this.#loadOpenNeeds())
  }

  open(route?: RouteRequest): void {
    this.#parts.modal.open(route)
    // One pending preload at a time (it forgets itself when it runs): destroy() cancels it.
    this.#preload ??= preloadAfterOpen(this.#context.clock, [() => (this.#preload = undefined), () => this.#loadOpenNeeds()])
  }

  /** What an open needs next: each part loads once, and one that failed is asked again. */
  #loadOpenNeeds(): Promise<void> {
    return Promise.all([
      // A connect follows most opens: its code loads now, so a click on a wallet starts at once.
      this.#useCases.load().catch((error: unknown) => this.logger.warn('walletport: the use cases could not be loaded', error)),
      this.loadRemoteConfig(),
      this.#parts.directoryWallets.load(),
    ]).then(() => undefined)
  }

  close(): boolean { return this.#parts.modal.close() }
  navigate(target: PlainView | RouteRequest, mode?: NavigationMode): void {
    this.#parts.router.navigate(typeof target === 'string' ? ({ view: target } as RouteRequest) : target, mode)
  }
  goBack(toIndex?: number): boolean { return toIndex === undefined ? this.#parts.router.goBack() : this.#parts.router.goBackToIndex(toIndex) }

  destroy(): void {
    const parts = this.#parts
    for (const stop of this.#stops.splice(0)) stop()
    // A button hovered after destroy() loads nothing.
    this.#prepared ??= Promise.resolve()
    if (this.#preload !== undefined) this.#context.clock.clearTimeout(this.#preload)
    parts.destroyEmbedded()
    parts.modal.dispose()
    for (const part of [parts.siwxState, parts.events, parts.state, parts.connectors, parts.recent, parts.remoteConfig, parts.directoryWallets]) part.complete()
  }
}
