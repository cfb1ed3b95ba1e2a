import { distinctUntilChanged, map, Subject, type Observable } from 'rxjs'
import { AccountData } from './portfolio/AccountData.js'
import { AccountNames } from './names/AccountNames.js'
import { RemoteConfig, type RemoteConfigState } from './projectConfig/RemoteConfig.js'
import { DirectoryWallets, type DirectoryWalletsState } from './directory/DirectoryWallets.js'
import type { ConnectorListGroup } from './connectors/buildConnectorList.js'
import { connectorListOf } from './connectors/connectorListOf.js'
import { recentWalletsSchema } from './connectors/recentWallets.js'
import type { RecentWallet } from './connectors/Wallet.js'
import { readJson } from './state/readJson.js'
import { STORAGE_KEYS } from './state/storageKeys.js'
import { TtlCache } from './state/TtlCache.js'
import type { TransactionRequest } from '../ports/ChainAdapter.js'
import type { BlockchainApi } from '../ports/BlockchainApi.js'
import type { ChainAdapter } from '../ports/ChainAdapter.js'
import type { Clock } from '../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../ports/EmbeddedWalletFrame.js'
import type { Logger } from '../ports/Logger.js'
import type { Storage } from '../ports/Storage.js'
import type { ProjectConfig } from '../ports/ProjectConfig.js'
import type { WalletDirectory } from '../ports/WalletDirectory.js'
import type { CoreContext, WalletportEvent } from './CoreContext.js'
import type { AccountState } from './account/Account.js'
import type { Connector } from './connectors/Connector.js'
import type { ChainNamespace, Network } from './network/Network.js'
import { ModalController, type ModalState } from './modal/ModalController.js'
import type { Features, ResolvedOptions } from './options/WalletportOptions.js'
import { canCloseModal } from './modal/canCloseModal.js'
import { shouldShowUnsupportedChain } from './network/shouldShowUnsupportedChain.js'
import { Router } from './modal/Router.js'
import { accountOf, createWalletState, type WalletState } from './state/WalletState.js'
import { Store } from './state/Store.js'
import { combineLatestOf } from './state/combineLatestOf.js'
import type { TelemetryTracker } from './telemetry/TelemetryService.js'
import { toNetworkSnapshot, type NetworkSnapshot } from './network/toNetworkSnapshot.js'
import type { SiwxSignInResult } from './siwx/signIn.js'
import { createSiwxState, type SiwxState } from './siwx/SiwxState.js'
import type { SiwxRuntime } from './siwx/startSiwx.js'
import { lazyCode, type LazyCode } from './lazy/lazyCode.js'
import { importUseCases, type UseCases } from './lazy/importUseCases.js'
import { readStoredConnections } from './connection/persistedConnections.js'


/** The ports and policies one instance runs on; the composition root builds it. */
export interface WalletportDependencies {
  readonly options: ResolvedOptions
  readonly storage: Storage
  readonly clock: Clock
  readonly logger: Logger
  /** The analytics policy: a TelemetryService (the composition root loads it lazily, and only with analytics on). */
  readonly telemetry: TelemetryTracker
  readonly chainAdapters: readonly ChainAdapter[]
  readonly blockchainApi?: BlockchainApi
  readonly walletDirectory?: WalletDirectory
  readonly embeddedWalletFrame?: EmbeddedWalletFrame
  /** The project's remote flags and allowed origins; absent without a projectId (nothing is fetched). */
  readonly projectConfig?: ProjectConfig
  /** `features` exactly as the integrator passed them, to tell their choices from defaults. */
  readonly explicitFeatures?: Features
  /** The page's origin for the allowed-origins check; absent off the browser. */
  readonly origin?: string
  /** Whether the page runs on a phone (the Browser Wallet rule of §5); default false. */
  readonly isMobile?: boolean
}

/**
 * One walletport instance: headless state as observables and get/watch pairs,
 * plus the use cases. Instances share nothing (no module state).
 * @example const wp = createWalletport({ networks: [mainnet] }); wp.watchAccount(a => console.log(a.address))
 */
export type { NetworkSnapshot }

export class Walletport {
  readonly options: ResolvedOptions
  readonly router: Router
  /** The Account view's tokens and activity: loaded on demand, never polled. */
  readonly accountData: AccountData
  /** Name suggestions, registration (`.reown.id`), resolving and reverse lookup (eip155). */
  readonly accountNames: AccountNames
  readonly logger: Logger
  readonly state$: Observable<WalletState>
  /** The active namespace's account state. */
  readonly account$: Observable<AccountState>
  readonly network$: Observable<NetworkSnapshot>
  readonly connectors$: Observable<readonly Connector[]>
  /** The connect list of §2: groups in order, hidden and excluded wallets removed, each wallet once. */
  readonly connectorList$: Observable<readonly ConnectorListGroup[]>
  readonly modal$: Observable<ModalState>
  readonly events$: Observable<WalletportEvent>
  /** Sign-in (SIWX) state of the active account: status, session, the last §8 error. */
  readonly siwx$: Observable<SiwxState>
  /** Resolves once stored connections were restored (or found absent). */
  readonly ready: Promise<void>
  /** The project's remote config: features in effect, overridden local choices, the alert raised. */
  readonly remoteConfig$: Observable<RemoteConfigState>
  /** The directory's featured and recommended wallets for the Connect view (loaded on first open). */
  readonly directoryWallets$: Observable<DirectoryWalletsState>
  /** The wallet listing AllWallets pages through, when one is configured. */
  readonly walletDirectory: WalletDirectory | undefined

  readonly #dependencies: WalletportDependencies
  readonly #store: Store<WalletState>
  readonly #connectors: Store<readonly Connector[]>
  readonly #recent = new Store<readonly RecentWallet[]>([])
  readonly #events = new Subject<WalletportEvent>()
  readonly #context: CoreContext
  readonly #modal: ModalController
  readonly #siwxState: Store<SiwxState>
  /** The sign-in code, loaded on start only when sign-in is configured. */
  readonly #siwx: Promise<SiwxRuntime> | undefined
  readonly #teardown: (() => void)[] = []
  /** Loaded on the first use case, the first `open()` or a stored connection to restore. */
  readonly #useCases: LazyCode<UseCases> = lazyCode(importUseCases)
  readonly #remoteConfig: RemoteConfig
  readonly #directoryWallets: DirectoryWallets

  constructor(dependencies: WalletportDependencies) {
    const { options, chainAdapters } = dependencies
    this.#dependencies = dependencies
    this.options = options
    this.logger = dependencies.logger
    this.#store = new Store(createWalletState(options.networks, options.defaultNetwork))
    this.#connectors = new Store<readonly Connector[]>(chainAdapters.flatMap((adapter) => adapter.getConnectors()))
    this.router = new Router()
    this.#context = {
      options,
      state: this.#store,
      adapters: new Map(chainAdapters.map((adapter) => [adapter.namespace, adapter])),
      storage: dependencies.storage,
      clock: dependencies.clock,
      logger: dependencies.logger,
      blockchainApi: dependencies.blockchainApi,
      cache: new TtlCache(dependencies.clock),
      emit: (event) => this.#emit(event),
    }
    this.accountData = new AccountData(this.#context, this.#useCases)
    this.accountNames = new AccountNames(this.#context, this.#useCases)
    const siwxEnabled = options.siwx !== undefined || options.siweConfig !== undefined
    const siwxState = new Store(createSiwxState({ enabled: siwxEnabled, required: options.siwx?.getRequired?.() ?? options.siweConfig?.required ?? false }))
    this.#siwxState = siwxState
    this.#modal = new ModalController({
      clock: dependencies.clock,
      router: this.router,
      isConnected: () => this.getAccount().status === 'connected',
      canClose: () => {
        const { required, session } = siwxState.getSnapshot()
        return canCloseModal({ view: this.router.getSnapshot().view, siwxRequired: required, hasSession: session !== undefined })
      },
    })
    this.siwx$ = siwxState.state$
    const siwxParameters = { core: this.#context, state: siwxState, modal: this.#modal, siwx: options.siwx, siweConfig: options.siweConfig }
    this.#siwx = siwxEnabled ? import('./siwx/startSiwx.js').then(({ startSiwx }) => startSiwx(siwxParameters)) : undefined

    this.state$ = this.#store.state$
    this.account$ = this.#store.select((state) => accountOf(state))
    this.network$ = this.#store.state$.pipe(
      map((state) => toNetworkSnapshot(state)),
      distinctUntilChanged(
        (a, b) => a.caipNetwork === b.caipNetwork && a.namespace === b.namespace && a.requestedCaipNetworks === b.requestedCaipNetworks,
      ),
    )
    this.connectors$ = this.#connectors.state$
    this.#remoteConfig = new RemoteConfig({
      projectConfig: dependencies.projectConfig,
      options,
      explicitFeatures: dependencies.explicitFeatures,
      origin: dependencies.origin,
      logger: dependencies.logger,
    })
    this.remoteConfig$ = this.#remoteConfig.state$
    this.walletDirectory = dependencies.walletDirectory
    this.#directoryWallets = new DirectoryWallets({ directory: dependencies.walletDirectory, options, logger: dependencies.logger })
    this.directoryWallets$ = this.#directoryWallets.state$
    this.connectorList$ = connectorListOf({
      connectors$: this.#connectors.state$,
      recent$: this.#recent.state$,
      connections$: this.#store.select((state) => state.connections),
      options,
      isMobile: dependencies.isMobile ?? false,
      directory$: this.#directoryWallets.state$,
    })
    this.modal$ = this.#modal.state$
    this.events$ = this.#events.asObservable()

    for (const adapter of chainAdapters) {
      this.#teardown.push(
        adapter.on((event) => {
          if (event.type === 'connectorsChanged') {
            this.#connectors.set(chainAdapters.flatMap((each) => each.getConnectors()))
            return
          }
          this.#useCases.run((useCases) => useCases.handleAdapterEvent(this.#context, adapter.namespace, event)).catch((error: unknown) =>
            this.logger.error('failed to apply a wallet event', error),
          )
        }),
      )
    }
    this.#teardown.push(this.#watchUnsupportedChain(), this.#watchActiveAddress(), () => void this.#siwx?.then((siwx) => siwx.stop(), () => undefined))
    this.ready = Promise.all([
      this.#siwx,
      readJson(dependencies.storage, STORAGE_KEYS.recentWallets, recentWalletsSchema, this.logger).then((recent) => this.#recent.set(recent ?? [])),
      options.enableReconnect ? this.#restoreConnections() : undefined,
    ]).then(
      () => undefined,
      (error: unknown) => this.logger.error('start-up restore failed', error),
    )
  }

  /** The whole snapshot. */
  getState(): WalletState {
    return this.#store.getSnapshot()
  }

  /** A namespace's account (default: the active namespace). */
  getAccount(namespace?: ChainNamespace): AccountState {
    return accountOf(this.#store.getSnapshot(), namespace)
  }

  /** The active network snapshot. */
  getNetwork(): NetworkSnapshot {
    return toNetworkSnapshot(this.#store.getSnapshot())
  }

  getConnectors(): readonly Connector[] {
    return this.#connectors.getSnapshot()
  }

  getModalState(): ModalState {
    return this.#modal.getSnapshot()
  }

  /** The sign-in state of the active account. */
  getSiwxState(): SiwxState {
    return this.#siwxState.getSnapshot()
  }

  /** Calls `listener` with the sign-in state on every change; returns unsubscribe. */
  watchSiwx(listener: (state: SiwxState) => void): () => void {
    const subscription = this.siwx$.subscribe(listener)
    return () => subscription.unsubscribe()
  }

  /** Signs in the connected account (SIWXSignMessage's sign button); see `signIn`. */
  async signIn(): Promise<SiwxSignInResult> {
    return (await this.#siwxRuntime()).signIn()
  }

  /** Cancels sign-in: disconnects when required, else closes the modal; see `cancelSignIn`. */
  async cancelSignIn(): Promise<'disconnect' | 'close'> {
    return (await this.#siwxRuntime()).cancelSignIn()
  }

  /** Revokes the active sign-in session (and disconnects when sign-in is required); see `signOut`. */
  async signOut(): Promise<void> {
    return (await this.#siwxRuntime()).signOut()
  }

  /** Calls `listener` with the active account on every change; returns unsubscribe. */
  watchAccount(listener: (account: AccountState) => void): () => void {
    const subscription = this.account$.subscribe(listener)
    return () => subscription.unsubscribe()
  }

  /** Calls `listener` with the active network on every change; returns unsubscribe. */
  watchNetwork(listener: (network: NetworkSnapshot) => void): () => void {
    const subscription = this.network$.subscribe(listener)
    return () => subscription.unsubscribe()
  }

  /** Connects through a connector; see `connectWallet`. */
  connect(params: { readonly connectorId: string; readonly namespace?: ChainNamespace }): Promise<{ readonly address: string; readonly caipNetworkId: string }> {
    return this.#useCases.run((useCases) => useCases.connectWallet(this.#context, params))
  }

  /** Disconnects a namespace (default: active); see `disconnectWallet`. */
  disconnect(params: { readonly namespace?: ChainNamespace } = {}): Promise<void> {
    return this.#useCases.run((useCases) => useCases.disconnectWallet(this.#context, params))
  }

  /** Signs a message with the connected wallet; see `signMessage`. */
  signMessage(params: { readonly message: string; readonly namespace?: ChainNamespace }): Promise<string> {
    return this.#useCases.run((useCases) => useCases.signMessage(this.#context, params))
  }

  /** Sends a transaction from the connected account; the balance refreshes after. */
  sendTransaction(params: Omit<TransactionRequest, 'from'> & { readonly namespace?: ChainNamespace }): Promise<string> {
    return this.#useCases.run((useCases) => useCases.sendTransaction(this.#context, params))
  }

  /** Re-reads the native balance (cached 30 s unless `force`). */
  refreshBalance(params: { readonly namespace?: ChainNamespace; readonly force?: boolean } = {}): Promise<void> {
    return this.#useCases.run((useCases) => useCases.fetchBalance(this.#context, params))
  }

  /** Removes a configured network; the active one moves to the first remaining. */
  removeNetwork(caipNetworkId: string): Promise<void> {
    return this.#useCases.run((useCases) => useCases.removeNetwork(this.#context, { caipNetworkId }))
  }

  /** Switches to a configured network; see `switchNetwork`. */
  switchNetwork(network: Network): Promise<void> {
    return this.#useCases.run((useCases) => useCases.switchNetwork(this.#context, { network }))
  }

  /**
   * Opens the modal (Connect when disconnected, Account when connected, or the given view).
   * The first open is when the project's config and the directory's wallets are first needed.
   */
  open(params?: Parameters<ModalController['open']>[0]): void {
    this.#modal.open(params)
    // What an open needs next starts once the host has shown the modal (a browser's next
    // frame; elsewhere a zero-delay timer): starting a chunk runs the page bundler's preload
    // helper (a <link rel="modulepreload"> per dependency, 10–20 ms measured in Chromium on a
    // 2-core machine) and the first fetches, 20–30 ms that must not sit between a click and
    // the frame that shows the modal. A zero-delay timer alone ran before that frame.
    const clock = this.#context.clock
    const start = () => {
      // A connect follows most opens: its code loads now, so a click on a wallet starts at once.
      this.#useCases.load().catch((error: unknown) => this.logger.warn('walletport: the use cases could not be loaded', error))
      void this.loadRemoteConfig()
      void this.#directoryWallets.load()
    }
    if (clock.afterRender) clock.afterRender(start)
    else clock.setTimeout(start, 0)
  }

  /** The project's remote config now (local options until it is loaded). */
  getRemoteConfig(): RemoteConfigState {
    return this.#remoteConfig.getSnapshot()
  }

  /** Loads the project's remote config unless loaded (the first `open()` does it too); never rejects. */
  loadRemoteConfig(): Promise<RemoteConfigState> {
    return this.#remoteConfig.load()
  }

  /** Closes the modal unless a rule forbids it (then it shakes); returns whether it closed. */
  close(): boolean {
    return this.#modal.close()
  }

  /** Stops listening to wallets and completes every observable. */
  destroy(): void {
    for (const stop of this.#teardown.splice(0)) stop()
    this.#modal.dispose()
    this.#siwxState.complete()
    this.#events.complete()
    this.#store.complete()
    this.#connectors.complete()
    this.#recent.complete()
    this.#remoteConfig.complete()
    this.#directoryWallets.complete()
  }

  #emit(event: WalletportEvent): void {
    this.#events.next(event)
    // A sent transaction changes balances and history: the next Account open reads them afresh.
    if (event.type === 'SEND_TRANSACTION_SUCCESS') this.accountData.markStale()
    if (event.type === 'CONNECT_SUCCESS') {
      void readJson(this.#dependencies.storage, STORAGE_KEYS.recentWallets, recentWalletsSchema, this.logger).then((recent) =>
        this.#recent.set(recent ?? []),
      )
    }
    const telemetry = this.#dependencies.telemetry
    if (event.type === 'SWITCH_NETWORK') telemetry.track('SWITCH_NETWORK', { network: event.network.caipNetworkId })
    else if (event.type === 'CONNECT_ERROR' || event.type === 'DISCONNECT_ERROR' || event.type === 'SWITCH_NETWORK_ERROR') {
      if (event.error.category === 'INTERNAL_SDK_ERROR') telemetry.reportError(event.error)
    } else telemetry.track(event.type)
  }

  /** Spec §4 at start: stored connections are restored by the use cases' chunk, loaded only when there are some. */
  async #restoreConnections(): Promise<void> {
    const stored = await readStoredConnections(this.#context)
    if (!stored.some((entry) => this.#context.adapters.has(entry.namespace))) return
    await this.#useCases.run((useCases) => useCases.reconnectWallets(this.#context, stored))
  }

  /** The loaded sign-in code; 'SIWX is not enabled' when neither `siwx` nor `siweConfig` is set. */
  #siwxRuntime(): Promise<SiwxRuntime> {
    // The error's class (and its §8 texts) loads only for this mistake.
    return this.#siwx ?? import('./siwx/SiwxError.js').then(({ SiwxError }) => Promise.reject(new SiwxError('notEnabled')))
  }

  /** A new connected address (connect, account or chain change) gets its balance and identity. */
  #watchActiveAddress(): () => void {
    const subscription = this.#store
      .select((state) => {
        const account = accountOf(state)
        return account.status === 'connected' ? account.caipAddress : undefined
      })
      .subscribe((caipAddress) => {
        if (!caipAddress) return
        void this.#useCases.run((useCases) => {
          void useCases.fetchBalance(this.#context)
          void useCases.syncIdentity(this.#context)
        })
      })
    return () => subscription.unsubscribe()
  }

  /** Spec §2: an active network outside the requested list routes to UnsupportedChain. */
  #watchUnsupportedChain(): () => void {
    const subscription = combineLatestOf<[NetworkSnapshot, AccountState]>([this.network$, this.account$]).subscribe(([network, account]) => {
      const unsupported =
        account.status === 'connected' &&
        shouldShowUnsupportedChain({
          activeCaipNetworkId: network.caipNetwork?.caipNetworkId,
          requestedCaipNetworkIds: network.requestedCaipNetworks.map((each) => each.caipNetworkId),
          enableNetworkSwitch: this.options.enableNetworkSwitch,
          allowUnsupportedChain: this.options.allowUnsupportedChain,
          isBasicWalletConnect: this.options.basic,
        })
      const onUnsupportedView = this.router.getSnapshot().view === 'UnsupportedChain'
      if (unsupported && !onUnsupportedView) this.#modal.open({ view: 'UnsupportedChain' })
      if (!unsupported && onUnsupportedView) this.#modal.close({ force: true })
    })
    return () => subscription.unsubscribe()
  }
}

