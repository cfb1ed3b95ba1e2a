import { combineLatest, distinctUntilChanged, map, Subject, type Observable } from 'rxjs'
import type { BlockchainApi } from '../ports/BlockchainApi.js'
import type { ChainAdapter } from '../ports/ChainAdapter.js'
import type { Clock } from '../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../ports/EmbeddedWalletFrame.js'
import type { Logger } from '../ports/Logger.js'
import type { Storage } from '../ports/Storage.js'
import type { WalletDirectory } from '../ports/WalletDirectory.js'
import { connectWallet } from './connection/connectWallet.js'
import type { CoreContext, WalletportEvent } from './connection/CoreContext.js'
import { disconnectWallet } from './connection/disconnectWallet.js'
import { handleAdapterEvent } from './connection/handleAdapterEvent.js'
import { reconnectWallets } from './connection/reconnectWallets.js'
import { switchNetwork } from './connection/switchNetwork.js'
import type { AccountState } from './model/Account.js'
import type { Connector } from './model/Connector.js'
import type { ChainNamespace, Network } from './model/Network.js'
import { ModalController, type ModalState } from './modal/ModalController.js'
import type { ResolvedOptions } from './options/WalletportOptions.js'
import { canCloseModal } from './router/rules/canCloseModal.js'
import { shouldShowUnsupportedChain } from './router/rules/shouldShowUnsupportedChain.js'
import { Router } from './router/Router.js'
import { accountOf, createWalletState, type WalletState } from './state/WalletState.js'
import { Store } from './state/Store.js'
import type { TelemetryService } from './telemetry/TelemetryService.js'
import { isNetworkSupported } from './validation/isNetworkSupported.js'

/** The ports and policies one instance runs on; the composition root builds it. */
export interface WalletportDependencies {
  readonly options: ResolvedOptions
  readonly storage: Storage
  readonly clock: Clock
  readonly logger: Logger
  readonly telemetry: TelemetryService
  readonly chainAdapters: readonly ChainAdapter[]
  readonly blockchainApi?: BlockchainApi
  readonly walletDirectory?: WalletDirectory
  readonly embeddedWalletFrame?: EmbeddedWalletFrame
}

/** The active network as integrators read it. */
export interface NetworkSnapshot {
  readonly namespace: ChainNamespace
  readonly caipNetwork: Network | undefined
  readonly chainId: number | string | undefined
  /** False when the wallet sits on a chain the app did not configure. */
  readonly isSupported: boolean
  readonly requestedCaipNetworks: readonly Network[]
}

/**
 * One walletport instance: headless state as observables and get/watch pairs,
 * plus the use cases. Instances share nothing (no module state).
 * @example const wp = createWalletport({ networks: [mainnet] }); wp.watchAccount(a => console.log(a.address))
 */
export class Walletport {
  readonly options: ResolvedOptions
  readonly router: Router
  readonly logger: Logger
  readonly state$: Observable<WalletState>
  /** The active namespace's account state. */
  readonly account$: Observable<AccountState>
  readonly network$: Observable<NetworkSnapshot>
  readonly connectors$: Observable<readonly Connector[]>
  readonly modal$: Observable<ModalState>
  readonly events$: Observable<WalletportEvent>
  /** Resolves once stored connections were restored (or found absent). */
  readonly ready: Promise<void>

  readonly #dependencies: WalletportDependencies
  readonly #store: Store<WalletState>
  readonly #connectors: Store<readonly Connector[]>
  readonly #events = new Subject<WalletportEvent>()
  readonly #context: CoreContext
  readonly #modal: ModalController
  readonly #teardown: (() => void)[] = []

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
      emit: (event) => this.#emit(event),
    }
    this.#modal = new ModalController({
      clock: dependencies.clock,
      router: this.router,
      isConnected: () => this.getAccount().status === 'connected',
      canClose: () => canCloseModal({ view: this.router.getSnapshot().view, siwxRequired: false, hasSession: false }),
    })

    this.state$ = this.#store.state$
    this.account$ = this.#store.select((state) => accountOf(state))
    this.network$ = this.#store.state$.pipe(
      map((state) => toNetworkSnapshot(state)),
      distinctUntilChanged(
        (a, b) => a.caipNetwork === b.caipNetwork && a.namespace === b.namespace && a.requestedCaipNetworks === b.requestedCaipNetworks,
      ),
    )
    this.connectors$ = this.#connectors.state$
    this.modal$ = this.#modal.state$
    this.events$ = this.#events.asObservable()

    for (const adapter of chainAdapters) {
      this.#teardown.push(
        adapter.on((event) => {
          if (event.type === 'connectorsChanged') {
            this.#connectors.set(chainAdapters.flatMap((each) => each.getConnectors()))
            return
          }
          handleAdapterEvent(this.#context, adapter.namespace, event).catch((error: unknown) =>
            this.logger.error('failed to apply a wallet event', error),
          )
        }),
      )
    }
    this.#teardown.push(this.#watchUnsupportedChain())
    this.ready = options.enableReconnect
      ? reconnectWallets(this.#context).catch((error: unknown) => this.logger.error('reconnect failed', error))
      : Promise.resolve()
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
  connect(params: { readonly connectorId: string; readonly namespace?: ChainNamespace }) {
    return connectWallet(this.#context, params)
  }

  /** Disconnects a namespace (default: active); see `disconnectWallet`. */
  disconnect(params: { readonly namespace?: ChainNamespace } = {}): Promise<void> {
    return disconnectWallet(this.#context, params)
  }

  /** Switches to a configured network; see `switchNetwork`. */
  switchNetwork(network: Network): Promise<void> {
    return switchNetwork(this.#context, { network })
  }

  /** Opens the modal (Connect when disconnected, Account when connected, or the given view). */
  open(params?: Parameters<ModalController['open']>[0]): void {
    this.#modal.open(params)
  }

  /** Closes the modal unless a rule forbids it (then it shakes); returns whether it closed. */
  close(): boolean {
    return this.#modal.close()
  }

  /** Stops listening to wallets and completes every observable. */
  destroy(): void {
    for (const stop of this.#teardown.splice(0)) stop()
    this.#modal.dispose()
    this.#events.complete()
    this.#store.complete()
    this.#connectors.complete()
  }

  #emit(event: WalletportEvent): void {
    this.#events.next(event)
    const telemetry = this.#dependencies.telemetry
    if (event.type === 'SWITCH_NETWORK') telemetry.track('SWITCH_NETWORK', { network: event.network.caipNetworkId })
    else if (event.type === 'CONNECT_ERROR' || event.type === 'DISCONNECT_ERROR' || event.type === 'SWITCH_NETWORK_ERROR') {
      if (event.error.category === 'INTERNAL_SDK_ERROR') telemetry.reportError(event.error)
    } else telemetry.track(event.type)
  }

  /** Spec §2: an active network outside the requested list routes to UnsupportedChain. */
  #watchUnsupportedChain(): () => void {
    const subscription = combineLatest([this.network$, this.account$]).subscribe(([network, account]) => {
      const unsupported =
        account.status === 'connected' &&
        shouldShowUnsupportedChain({
          activeCaipNetworkId: network.caipNetwork?.caipNetworkId,
          requestedCaipNetworkIds: network.requestedCaipNetworks.map((each) => each.caipNetworkId),
          enableNetworkSwitch: this.options.enableNetworkSwitch,
          allowUnsupportedChain: this.options.allowUnsupportedChain,
          isBasicWalletConnect: false,
        })
      const onUnsupportedView = this.router.getSnapshot().view === 'UnsupportedChain'
      if (unsupported && !onUnsupportedView) this.#modal.open({ view: 'UnsupportedChain' })
      if (!unsupported && onUnsupportedView) this.#modal.close({ force: true })
    })
    return () => subscription.unsubscribe()
  }
}

function toNetworkSnapshot(state: WalletState): NetworkSnapshot {
  const networkState = state.networks[state.activeNamespace]
  const caipNetwork = networkState?.caipNetwork
  const requested = networkState?.requestedCaipNetworks ?? []
  return {
    namespace: state.activeNamespace,
    caipNetwork,
    chainId: caipNetwork?.id,
    isSupported: caipNetwork
      ? isNetworkSupported(caipNetwork.caipNetworkId, requested.map((network) => network.caipNetworkId))
      : true,
    requestedCaipNetworks: requested,
  }
}
