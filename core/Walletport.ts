import type { Observable } from 'rxjs'
import type { TransactionDraft } from '../ports/ChainAdapter.js'
import type { Logger } from '../ports/Logger.js'
import type { WalletDirectory } from '../ports/WalletDirectory.js'
import type { Balance } from './account/Balance.js'
import type { AccountState } from './account/Account.js'
import type { ConnectorListGroup } from './connectors/buildConnectorList.js'
import type { Connector } from './connectors/Connector.js'
import type { WalletportEvent } from './CoreContext.js'
import type { DirectoryWalletsState } from './directory/DirectoryWallets.js'
import type { EmailLoginCooldown } from './embedded/checkEmailLoginCooldown.js'
import type { EmbeddedWalletState } from './embedded/EmbeddedWalletState.js'
import type { EmailConnectAction, EmailUpdateAction } from './embedded/frameReplies.js'
import type { SocialPopup } from './embedded/SocialPopup.js'
import { WalletportNotReadyError } from './errors/WalletportNotReadyError.js'
import type { ModalState } from './modal/ModalController.js'
import type { NavigationMode, RouterState } from './modal/Router.js'
import type { PlainView, RouteRequest } from './modal/views.js'
import type { AccountNamesState } from './names/AccountNames.js'
import type { NameProfile } from './names/Profile.js'
import type { ChainNamespace, Network } from './network/Network.js'
import type { NetworkSnapshot } from './network/toNetworkSnapshot.js'
import type { OnrampSelection, OnrampState } from './onramp/OnrampState.js'
import type { ResolvedOptions, WalletportOptions } from './options/WalletportOptions.js'
import type { PayRequest } from './pay/checkPayRequest.js'
import type { AccountDataState } from './portfolio/AccountDataState.js'
import type { RemoteConfigState } from './projectConfig/RemoteConfig.js'
import type { SendMax } from './send/getSendMax.js'
import type { SendRequest } from './send/planSend.js'
import type { SendPreview } from './send/prepareSend.js'
import type { SiwxSignInResult } from './siwx/signIn.js'
import type { SiwxState } from './siwx/SiwxState.js'
import type { WalletState } from './state/WalletState.js'
import type { SwapSession } from './swap/startSwapSession.js'
import type { WalletCall } from './transactions/walletCalls.js'
import type { CallsStatus, WalletCapabilities } from './transactions/walletCallSchemas.js'
import type { WalletportCore } from './WalletportCore.js'

type Listener<T> = (value: T) => void
type Namespaced = { readonly namespace?: ChainNamespace }
type LoadParams = { readonly force?: boolean; readonly signal?: AbortSignal }

/** Builds the instance: loads its code, validates the options, composes it. */
export type WalletportBuilder = () => Promise<WalletportCore>

/** How a lazily built instance starts loading by itself: `start` to be run later (e.g. after the first paint); returns a cancel function. */
export type WalletportStartSchedule = (start: () => void) => () => void

/** A `watchX` asked for before the instance arrived: attached on arrival. */
interface PendingWatch {
  readonly attach: (core: WalletportCore) => () => void
  stop?: () => void
  stopped?: boolean
}

/** An `open()` or `navigate()` asked for before the instance arrived: replayed on arrival, in order. */
interface QueuedAction {
  readonly kind: 'open' | 'navigate'
  readonly run: (core: WalletportCore) => void
}

/**
 * One walletport instance: each piece of state as `getX()`, `watchX(listener)` (called with the
 * current value, then every change; returns unsubscribe) and `x$`, plus the commands, each a
 * use case. Instances share nothing (no module state).
 *
 * `createWalletport` returns it at once; its code (stores, schemas, use cases) loads after the
 * page's first paint, or on the first call that needs it, unless that code was loaded already
 * (`preloadWalletport()`, an earlier instance). Until then `watchX` and the commands wait for it,
 * `open()` opens on arrival, and synchronous reads (`getX()`, `x$`, `options`…) throw
 * WalletportNotReadyError: `await walletport.ready` first.
 * @example const wp = createWalletport({ networks: [mainnet] }); wp.watchAccount((account) => console.log(account.address))
 */
export class Walletport {
  /**
   * Resolves once the instance has loaded, restored stored connections (or found none) and
   * started sign-in. Rejects when it could not be built: InvalidOptionsError, or its code failed
   * to load (a later call tries again).
   */
  readonly ready: Promise<void>
  /** The options as given to `createWalletport`, not yet validated (`options` holds the validated ones). */
  readonly givenOptions: WalletportOptions | undefined
  #instance: WalletportCore | undefined
  #loading: Promise<WalletportCore> | undefined
  readonly #build: WalletportBuilder | undefined
  readonly #logger: Pick<Logger, 'error'>
  #settle: { readonly resolve: (core: WalletportCore) => void; readonly reject: (error: unknown) => void } | undefined
  #queued: QueuedAction[] = []
  readonly #watches: PendingWatch[] = []
  #cancelStart: (() => void) | undefined
  #destroyed = false

  /**
   * An instance built already, or its builder: run when `schedule` says (after the first paint),
   * or by the first call that needs the instance, whichever comes first.
   */
  constructor(
    source: WalletportCore | WalletportBuilder,
    settings: { readonly givenOptions?: WalletportOptions; readonly schedule?: WalletportStartSchedule; readonly logger?: Pick<Logger, 'error'> } = {},
  ) {
    this.givenOptions = settings.givenOptions
    this.#logger = settings.logger ?? globalThis.console
    if (typeof source !== 'function') {
      this.#instance = source
      this.ready = source.ready
      return
    }
    this.#build = source
    const built = new Promise<WalletportCore>((resolve, reject) => (this.#settle = { resolve, reject }))
    this.ready = built.then((core) => core.ready)
    // Whoever awaits `ready` hears of a failed build; nobody awaiting it is no unhandled rejection.
    this.ready.catch(() => undefined)
    this.#cancelStart = settings.schedule?.(() => void this.#load().catch(() => undefined))
  }

  /** True once the instance's code has loaded and its state can be read. */
  get loaded(): boolean { return this.#instance !== undefined }
  /** Loads the instance now (it loads after the first paint otherwise); resolves once its state can be read. */
  load(): Promise<void> { return this.#load().then(() => undefined) }

  get options(): ResolvedOptions { return this.#core().options }
  get logger(): Logger { return this.#core().logger }
  /** The wallet listing AllWallets pages through, when one is configured. */
  get walletDirectory(): WalletDirectory | undefined { return this.#core().walletDirectory }
  /** Domain events (connects, switches, signatures, sign-ins…) as they happen. */
  get events$(): Observable<WalletportEvent> { return this.#core().events$ }

  // State: getX() / watchX(listener) / x$ for each piece.

  /** The whole snapshot: accounts, networks and connections by namespace. */
  getState(): WalletState { return this.#core().getState() }
  watchState(listener: Listener<WalletState>): () => void { return this.#watch((core) => core.watchState(listener)) }
  get state$(): Observable<WalletState> { return this.#core().state$ }
  /** A namespace's account (default: the active one, which `account$` follows). */
  getAccount(namespace?: ChainNamespace): AccountState { return this.#core().getAccount(namespace) }
  watchAccount(listener: Listener<AccountState>, namespace?: ChainNamespace): () => void { return this.#watch((core) => core.watchAccount(listener, namespace)) }
  get account$(): Observable<AccountState> { return this.#core().account$ }
  /** The active network, its namespace and the requested networks. */
  getNetwork(): NetworkSnapshot { return this.#core().getNetwork() }
  watchNetwork(listener: Listener<NetworkSnapshot>): () => void { return this.#watch((core) => core.watchNetwork(listener)) }
  get network$(): Observable<NetworkSnapshot> { return this.#core().network$ }
  /** The connectors the chain adapters offer (injected, announced, WalletConnect…). */
  getConnectors(): readonly Connector[] { return this.#core().getConnectors() }
  watchConnectors(listener: Listener<readonly Connector[]>): () => void { return this.#watch((core) => core.watchConnectors(listener)) }
  get connectors$(): Observable<readonly Connector[]> { return this.#core().connectors$ }
  /** The connect list: groups in order, hidden and excluded wallets removed, each wallet once. */
  getConnectorList(): readonly ConnectorListGroup[] { return this.#core().getConnectorList() }
  watchConnectorList(listener: Listener<readonly ConnectorListGroup[]>): () => void { return this.#watch((core) => core.watchConnectorList(listener)) }
  get connectorList$(): Observable<readonly ConnectorListGroup[]> { return this.#core().connectorList$ }
  /** The modal: open, loading, shaking. */
  getModal(): ModalState { return this.#core().getModal() }
  watchModal(listener: Listener<ModalState>): () => void { return this.#watch((core) => core.watchModal(listener)) }
  get modal$(): Observable<ModalState> { return this.#core().modal$ }
  /** The modal's view and its data, with the history (root first). */
  getRoute(): RouterState { return this.#core().getRoute() }
  watchRoute(listener: Listener<RouterState>): () => void { return this.#watch((core) => core.watchRoute(listener)) }
  get route$(): Observable<RouterState> { return this.#core().route$ }
  /** Sign-in (SIWX) of the active account: status, session, the last error. */
  getSiwx(): SiwxState { return this.#core().getSiwx() }
  watchSiwx(listener: Listener<SiwxState>): () => void { return this.#watch((core) => core.watchSiwx(listener)) }
  get siwx$(): Observable<SiwxState> { return this.#core().siwx$ }
  /** The project's remote config: features in effect, overridden local choices, the alert raised. */
  getRemoteConfig(): RemoteConfigState { return this.#core().getRemoteConfig() }
  watchRemoteConfig(listener: Listener<RemoteConfigState>): () => void { return this.#watch((core) => core.watchRemoteConfig(listener)) }
  get remoteConfig$(): Observable<RemoteConfigState> { return this.#core().remoteConfig$ }
  /** The directory's featured and recommended wallets for the Connect view (loaded on the first open). */
  getDirectoryWallets(): DirectoryWalletsState { return this.#core().getDirectoryWallets() }
  watchDirectoryWallets(listener: Listener<DirectoryWalletsState>): () => void { return this.#watch((core) => core.watchDirectoryWallets(listener)) }
  get directoryWallets$(): Observable<DirectoryWalletsState> { return this.#core().directoryWallets$ }
  /** The Account view's tokens and activity: loaded on demand, never polled. */
  getAccountData(): AccountDataState { return this.#core().getAccountData() }
  watchAccountData(listener: Listener<AccountDataState>): () => void { return this.#watch((core) => core.watchAccountData(listener)) }
  get accountData$(): Observable<AccountDataState> { return this.#core().accountData$ }
  /** The RegisterAccountName view's name suggestions with their loading flag and last error. */
  getAccountNames(): AccountNamesState { return this.#core().getAccountNames() }
  watchAccountNames(listener: Listener<AccountNamesState>): () => void { return this.#watch((core) => core.watchAccountNames(listener)) }
  get accountNames$(): Observable<AccountNamesState> { return this.#core().accountNames$ }
  /** The embedded wallet: its frame's lifecycle, the email login in progress, the signed-in email. */
  getEmbeddedWallet(): EmbeddedWalletState { return this.#core().getEmbeddedWallet() }
  watchEmbeddedWallet(listener: Listener<EmbeddedWalletState>): () => void { return this.#watch((core) => core.watchEmbeddedWallet(listener)) }
  get embeddedWallet$(): Observable<EmbeddedWalletState> { return this.#core().embeddedWallet$ }
  /** Buying crypto: the options for the active network, the selection, its quote (or error), the checkout URL. */
  getOnramp(): OnrampState { return this.#core().getOnramp() }
  watchOnramp(listener: Listener<OnrampState>): () => void { return this.#watch((core) => core.watchOnramp(listener)) }
  get onramp$(): Observable<OnrampState> { return this.#core().onramp$ }
  /** True when an embedded wallet frame is configured (email login can be offered). */
  get hasEmbeddedWallet(): boolean { return this.#core().hasEmbeddedWallet }

  // Commands: each goes straight to its use case (or to the part holding its state).

  /**
   * Connects through a connector of a namespace (default: the active one); the connections of
   * other namespaces stay and this one becomes active. `caipNetworkId`: a network of that
   * namespace to end on (the wallet is asked to switch there after connecting).
   */
  connect(params: { readonly connectorId: string; readonly caipNetworkId?: string } & Namespaced): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#then((core) => core.connect(params)) }
  /** Disconnects a namespace (default: the active one); the next remaining connection becomes active. */
  disconnect(params: Namespaced = {}): Promise<void> { return this.#then((core) => core.disconnect(params)) }
  /** Disconnects every connected namespace. */
  disconnectAll(): Promise<void> { return this.#then((core) => core.disconnectAll()) }
  /** Signs a message with the connected wallet. */
  signMessage(params: { readonly message: string } & Namespaced): Promise<string> { return this.#then((core) => core.signMessage(params)) }
  /** Sends a transaction from the connected account; the balance refreshes after. */
  sendTransaction(params: TransactionDraft & Namespaced): Promise<string> { return this.#then((core) => core.sendTransaction(params)) }
  /** The Send view's preview: checked as `send` checks it, the name resolved, the fee estimated, the USD value; nothing is sent. */
  prepareSend(params: SendRequest): Promise<SendPreview> { return this.#then((core) => core.prepareSend(params)) }
  /** The most a send of `token` can move: its balance, minus a gas reserve for the native token. */
  getSendMax(params: { readonly token: Balance }): Promise<SendMax> { return this.#then((core) => core.getSendMax(params)) }
  /**
   * Sends `amount` of `token` to an address or name; resolves the hash once the wallet sent it. A pending
   * entry shows in Activity; SEND_CONFIRMED or SEND_FAILED follows on `events$` when the chain settles it.
   */
  send(params: SendRequest): Promise<string> { return this.#then((core) => core.send(params)) }
  /**
   * Pays `amount` of `token` ('native' or a contract) to `recipient` on `network`; resolves the hash once confirmed on chain.
   * Rejects with PayError (PAY_DISABLED, INVALID_REQUEST, NOT_CONNECTED, WRONG_NETWORK, TOKEN_UNAVAILABLE),
   * InsufficientBalanceError, UserRejectedRequestError (declined) or TransactionRevertedError. Needs `features.pay`.
   * @example const hash = await walletport.pay({ recipient: '0x7099…', amount: '0.01', token: 'native', network: 'eip155:1' })
   */
  pay(params: PayRequest): Promise<string> { return this.#then((core) => core.pay(params)) }
  /** Signs EIP-712 typed data with the connected EVM account (`eth_signTypedData_v4`). */
  signTypedData(params: { readonly typedData: Readonly<Record<string, unknown>> }): Promise<string> { return this.#then((core) => core.signTypedData(params)) }
  /** The connected EVM wallet's EIP-5792 capabilities per chain (`wallet_getCapabilities`). */
  getCapabilities(): Promise<WalletCapabilities> { return this.#then((core) => core.getCapabilities()) }
  /** Sends a bundle of calls (EIP-5792 `wallet_sendCalls`); its id. Each target must start with 0x. */
  sendCalls(params: { readonly calls: readonly WalletCall[]; readonly atomicRequired?: boolean }): Promise<{ readonly id: string }> { return this.#then((core) => core.sendCalls(params)) }
  /** A bundle's status (EIP-5792 `wallet_getCallsStatus`): 100 pending, 200 confirmed with receipts. */
  getCallsStatus(params: { readonly id: string }): Promise<CallsStatus> { return this.#then((core) => core.getCallsStatus(params)) }
  /** An EIP-1193 request on the eip155 connection, whichever wallet made it (what wagmi's connector sends); reads belong to the network's RPC and reject 4200. */
  request(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<unknown> { return this.#then((core) => core.request(args)) }
  /** Re-reads the native balance (cached 30 s unless `force`). */
  refreshBalance(params: { readonly force?: boolean } & Namespaced = {}): Promise<void> { return this.#then((core) => core.refreshBalance(params)) }
  /** Switches to a configured network (the connected wallet is asked first). */
  switchNetwork(network: Network): Promise<void> { return this.#then((core) => core.switchNetwork(network)) }
  /** Removes a configured network; the active one moves to the first remaining. */
  removeNetwork(caipNetworkId: string): Promise<void> { return this.#then((core) => core.removeNetwork(caipNetworkId)) }
  /** Signs in the connected account (SIWX). */
  signIn(): Promise<SiwxSignInResult> { return this.#then((core) => core.signIn()) }
  /** Cancels sign-in: disconnects when sign-in is required, else closes the modal. */
  cancelSignIn(): Promise<'disconnect' | 'close'> { return this.#then((core) => core.cancelSignIn()) }
  /** Revokes the active sign-in session (and disconnects when sign-in is required). */
  signOut(): Promise<void> { return this.#then((core) => core.signOut()) }
  /** Loads the Tokens tab's balances (cached 30 s; `force` asks afresh). */
  loadTokens(params: LoadParams = {}): Promise<void> { return this.#then((core) => core.loadTokens(params)) }
  /** Loads the first page of Activity (reused for 30 s unless `force`). */
  loadActivity(params: LoadParams = {}): Promise<void> { return this.#then((core) => core.loadActivity(params)) }
  /** Loads the next page of Activity, if any. */
  loadMoreActivity(params: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#then((core) => core.loadMoreActivity(params)) }
  /** Suggests names for a typed label (letters, digits, hyphens, at least 4); an invalid one clears them. */
  suggestAccountNames(label: string, options: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#then((core) => core.suggestAccountNames(label, options)) }
  /** Registers `label` + `.reown.id` for the connected EVM account (the wallet signs); throws AccountNameError. */
  registerAccountName(label: string): Promise<NameProfile> { return this.#then((core) => core.registerAccountName(label)) }
  /** The profile of a registered name; throws AccountNameError('Error resolving name') otherwise. */
  resolveAccountName(name: string): Promise<NameProfile> { return this.#then((core) => core.resolveAccountName(name)) }
  /** The names registered to an address. */
  accountNamesOf(address: string): Promise<readonly NameProfile[]> { return this.#then((core) => core.accountNamesOf(address)) }
  /**
   * Starts an email login (the embedded wallet's frame is created now): 'VERIFY_OTP' → send the
   * emailed code with `connectEmailOtp`; 'VERIFY_DEVICE' → `connectEmailDevice`, then the code;
   * 'CONNECT' → connected already. Throws EmailLoginError for an invalid email or within 30 s of the last login.
   */
  connectEmail(params: { readonly email: string }): Promise<EmailConnectAction> { return this.#then((core) => core.connectEmail(params)) }
  /** Creates the embedded wallet's frame ahead of an email login (the visitor turned to the email field). */
  prepareEmailLogin(): Promise<void> { return this.#then((core) => core.prepareEmailLogin()) }
  /** Waits until the visitor clicked the device link the frame emailed; a code follows. */
  connectEmailDevice(): Promise<void> { return this.#then((core) => core.connectEmailDevice()) }
  /** Sends the emailed 6-digit code, then connects the embedded account. */
  connectEmailOtp(params: { readonly otp: string }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#then((core) => core.connectEmailOtp(params)) }
  /** Whether an email login now would be refused, and for how many seconds more. */
  getEmailLoginCooldown(): Promise<EmailLoginCooldown> { return this.#then((core) => core.getEmailLoginCooldown()) }
  /** A social login through `popup` (opened on the frame's origin in the click handler, see `watchSocialPopup`), then the embedded account connects. */
  connectSocial(params: { readonly provider: string; readonly popup: SocialPopup }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#then((core) => core.connectSocial(params)) }
  /** Sign In With Farcaster: `onUri` gets the code's URL (a QR), then it waits for the Farcaster app; aborting `signal` cancels (FarcasterLoginError 'cancelled'); an expired code rejects 'expired'. */
  connectFarcaster(params: { readonly onUri: (url: string) => void; readonly signal?: AbortSignal }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#then((core) => core.connectFarcaster(params)) }
  /** The return of a top-level social login (Telegram mini app): connects with the `result_uri` it brought back, and clears the stored provider. */
  connectSocialResult(params: { readonly resultUri: string }): Promise<{ readonly address: string; readonly caipNetworkId: string }> { return this.#then((core) => core.connectSocialResult(params)) }
  /** Starts changing the signed-in email: a code goes to the current address. */
  updateEmail(params: { readonly email: string }): Promise<EmailUpdateAction> { return this.#then((core) => core.updateEmail(params)) }
  /** The code sent to the current address; then a code goes to the new one. */
  updateEmailPrimaryOtp(params: { readonly otp: string }): Promise<EmailUpdateAction> { return this.#then((core) => core.updateEmailPrimaryOtp(params)) }
  /** The code sent to the new address; the account's email becomes the new one. */
  updateEmailSecondaryOtp(params: { readonly otp: string }): Promise<string> { return this.#then((core) => core.updateEmailSecondaryOtp(params)) }
  /** Switches the embedded account between the user's EOA and smart account (where the network has them); the account state follows. */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<{ readonly address: string }> { return this.#then((core) => core.setPreferredAccountType(type)) }
  /**
   * A JSON-RPC request to the embedded wallet through its gate: reads go straight to the frame,
   * signing and sending open ApproveTransaction, other methods are refused ('Requested RPC call is not allowed').
   */
  requestEmbedded(params: { readonly method: string; readonly params?: readonly unknown[] }): Promise<unknown> { return this.#then((core) => core.requestEmbedded(params)) }

  /**
   * Reads the onramp options for the active network (not offered in mainland China, Hong Kong
   * and Macau: then `status` is 'restricted'); never rejects.
   * @example await walletport.loadOnramp(); walletport.selectOnramp({ amount: 100 }); await walletport.fetchOnrampQuote()
   */
  loadOnramp(params: { readonly timeZone?: string; readonly signal?: AbortSignal } = {}): Promise<void> { return this.#then((core) => core.loadOnramp(params)) }
  /** Changes the onramp selection (currencies, payment method, amount, provider); the quote is dropped. Synchronous once the use cases are loaded (after `loadOnramp`). */
  selectOnramp(selection: OnrampSelection): Promise<void> { return this.#then((core) => core.selectOnramp(selection)) }
  /** Quotes the selection (read at `purchaseAmount.amount`); a failure is stored as the state's `error`. */
  fetchOnrampQuote(params: { readonly signal?: AbortSignal } = {}): Promise<void> { return this.#then((core) => core.fetchOnrampQuote(params)) }
  /** The chosen provider's checkout URL for the quote; throws OnrampError on failure. */
  createOnrampCheckout(params: { readonly redirectUrl?: string; readonly signal?: AbortSignal } = {}): Promise<string> { return this.#then((core) => core.createOnrampCheckout(params)) }
  /** Forgets the onramp options, selection and quote. */
  resetOnramp(): Promise<void> { return this.#then((core) => core.resetOnramp()) }

  /**
   * A swap on the connected eip155 network (its tokens, quotes 500 ms after typing, approve then swap), once read.
   * @example const swap = await walletport.createSwap(); swap.setTo(token.address); swap.setAmount('1'); await swap.execute()
   */
  createSwap(): Promise<SwapSession> { return this.#then((core) => core.createSwap()) }

  /** Loads the project's remote config unless loaded (the first `open()` does it too); never rejects. */
  loadRemoteConfig(): Promise<RemoteConfigState> { return this.#then((core) => core.loadRemoteConfig()) }

  /**
   * Opens the modal (Connect when disconnected, Account when connected, or the given view); the
   * first open loads what a connect needs. Before the instance has loaded, it opens on arrival
   * (and the load starts now).
   */
  open(route?: RouteRequest): void {
    if (this.#instance) return this.#instance.open(route)
    this.#queue((core) => core.open(route), 'open')
  }
  /** Closes the modal unless a rule forbids it (then it shakes); returns whether it closed. Before the instance has loaded: cancels an open asked for meanwhile. */
  close(): boolean {
    if (this.#instance) return this.#instance.close()
    const before = this.#queued.length
    this.#queued = this.#queued.filter((action) => action.kind !== 'open')
    return this.#queued.length < before
  }
  /** Shows a view: pushed on the history (default), in place of the current one, or as the only one. */
  navigate(target: PlainView | RouteRequest, mode?: NavigationMode): void {
    if (this.#instance) return this.#instance.navigate(target, mode)
    this.#queue((core) => core.navigate(target, mode), 'navigate')
  }
  /** Back one view, or back to `history[toIndex]`; false (nothing changes) when there is none (always, before the instance has loaded). */
  goBack(toIndex?: number): boolean { return this.#instance?.goBack(toIndex) ?? false }

  /**
   * Stops listening to wallets, destroys the chain adapters it was given, cancels its timers and
   * completes every observable. Before the instance has loaded: nothing loads any more, and an
   * instance on its way is destroyed on arrival.
   */
  destroy(): void {
    this.#destroyed = true
    this.#cancelStart?.()
    this.#queued = []
    for (const watch of this.#watches.splice(0)) watch.stop?.()
    this.#instance?.destroy()
  }

  #core(): WalletportCore {
    if (this.#instance) return this.#instance
    throw new WalletportNotReadyError(this.#destroyed ? 'destroyed' : 'loading')
  }

  #load(): Promise<WalletportCore> {
    if (this.#instance) return Promise.resolve(this.#instance)
    if (this.#destroyed || !this.#build) return Promise.reject(new WalletportNotReadyError('destroyed'))
    this.#cancelStart?.()
    this.#cancelStart = undefined
    this.#loading ??= this.#build().then(
      (core) => this.#arrive(core),
      (error: unknown) => {
        this.#loading = undefined
        this.#settle?.reject(error)
        this.#settle = undefined
        this.#logger.error('walletport: the instance could not be built', error)
        throw error
      },
    )
    return this.#loading
  }

  /** The built instance takes over: pending watches attach, queued opens run, `ready` follows its own. */
  #arrive(core: WalletportCore): WalletportCore {
    if (this.#destroyed) {
      core.destroy()
      throw new WalletportNotReadyError('destroyed')
    }
    this.#instance = core
    this.#settle?.resolve(core)
    this.#settle = undefined
    for (const watch of this.#watches.splice(0)) if (!watch.stopped) watch.stop = watch.attach(core)
    for (const action of this.#queued.splice(0)) action.run(core)
    return core
  }

  #then<T>(call: (core: WalletportCore) => Promise<T>): Promise<T> {
    return this.#instance ? call(this.#instance) : this.#load().then(call)
  }

  #watch(attach: (core: WalletportCore) => () => void): () => void {
    if (this.#instance) return attach(this.#instance)
    const watch: PendingWatch = { attach }
    if (!this.#destroyed) this.#watches.push(watch)
    return () => {
      watch.stopped = true
      watch.stop?.()
    }
  }

  #queue(run: (core: WalletportCore) => void, kind: QueuedAction['kind']): void {
    if (this.#destroyed) return
    this.#queued.push({ kind, run })
    void this.#load().catch(() => undefined)
  }
}
