import { Subject } from 'rxjs'
import type { CoreContext, WalletportEvent } from './CoreContext.js'
import type { WalletportDependencies } from './WalletportDependencies.js'
import type { AccountState } from './account/Account.js'
import { connectorListOf } from './connectors/connectorListOf.js'
import type { ConnectorListGroup } from './connectors/buildConnectorList.js'
import type { Connector } from './connectors/Connector.js'
import type { RecentWallet } from './connectors/Wallet.js'
import { DirectoryWallets } from './directory/DirectoryWallets.js'
import { lazyModule, type LazyModule } from './lazy/lazyModule.js'
import { importUseCases, type UseCases } from './lazy/importUseCases.js'
import { canCloseModal } from './modal/canCloseModal.js'
import { ModalController } from './modal/ModalController.js'
import { Router } from './modal/Router.js'
import { AccountNames } from './names/AccountNames.js'
import { toNetworkSnapshot, type NetworkSnapshot } from './network/toNetworkSnapshot.js'
import { AccountData } from './portfolio/AccountData.js'
import { RemoteConfig } from './projectConfig/RemoteConfig.js'
import { initialSiwxState, LazySiwx } from './siwx/LazySiwx.js'
import type { SiwxState } from './siwx/SiwxState.js'
import type { Readable } from './state/Readable.js'
import { Store } from './state/Store.js'
import { TtlCache } from './state/TtlCache.js'
import { accountOf, createWalletState, type WalletState } from './state/WalletState.js'
import { trackWalletportEvent } from './telemetry/trackWalletportEvent.js'
import type { EmbeddedParts } from './embedded/EmbeddedParts.js'
import { EMBEDDED_WALLET_NAMESPACES } from './embedded/embeddedWalletNamespaces.js'
import type { EmbeddedWalletFrame } from '../ports/EmbeddedWalletFrame.js'
import { INITIAL_EMBEDDED_WALLET_STATE, type EmbeddedWalletState } from './embedded/EmbeddedWalletState.js'
import { INITIAL_ONRAMP_STATE, type OnrampState } from './onramp/OnrampState.js'

/** The state holders and services of one instance, wired together; `Walletport` fronts them. */
export interface WalletportParts {
  readonly context: CoreContext
  /** Loaded on the first use case, the first `open()` or a stored connection to restore. */
  readonly useCases: LazyModule<UseCases>
  readonly events: Subject<WalletportEvent>
  readonly state: Store<WalletState>
  readonly account: Readable<AccountState>
  readonly network: Readable<NetworkSnapshot>
  readonly connectors: Store<readonly Connector[]>
  readonly recent: Store<readonly RecentWallet[]>
  readonly connectorList: Readable<readonly ConnectorListGroup[]>
  readonly router: Router
  readonly modal: ModalController
  readonly siwxState: Store<SiwxState>
  readonly siwx: LazySiwx
  readonly remoteConfig: RemoteConfig
  readonly directoryWallets: DirectoryWallets
  readonly accountData: AccountData
  readonly accountNames: AccountNames
  readonly embeddedState: Store<EmbeddedWalletState>
  /** The embedded wallet and its RPC gate, loaded on first need; undefined without a frame. */
  readonly embedded: (() => Promise<EmbeddedParts>) | undefined
  /** Teardown: destroys the embedded parts if they were loaded (never loads them), and any a later call loads (no iframe after destroy()). */
  readonly destroyEmbedded: () => void
  /** Buying crypto: options, selection, quote, checkout URL. */
  readonly onramp: Store<OnrampState>
}

/** Builds the parts of one instance from its dependencies (nothing shared between instances). */
export function createWalletportParts(dependencies: WalletportDependencies): WalletportParts {
  const { options, storage, clock, logger } = dependencies
  const useCases = lazyModule(importUseCases)
  const events = new Subject<WalletportEvent>()
  const state = new Store(createWalletState(options.networks, options.defaultNetwork))
  const router = new Router()
  const embeddedState = new Store<EmbeddedWalletState>(INITIAL_EMBEDDED_WALLET_STATE)
  const { embeddedWalletFrame: givenFrame, loadEmbeddedWalletFrame } = dependencies
  const loadFrame = givenFrame ? () => Promise.resolve(givenFrame) : loadEmbeddedWalletFrame
  // The embedded wallet signs for eip155 and solana beside the app's own adapters of those namespaces, which read its balances.
  const bases = dependencies.chainAdapters.filter((adapter) => EMBEDDED_WALLET_NAMESPACES.includes(adapter.namespace))
  let embeddedParts: Promise<EmbeddedParts> | undefined
  let embeddedDestroyed = false
  const loadEmbedded = (frameOf: () => Promise<EmbeddedWalletFrame>): Promise<EmbeddedParts> =>
    Promise.all([frameOf(), import('./embedded/createEmbeddedParts.js')]).then(([frame, { createEmbeddedParts }]) =>
      createEmbeddedParts({ bases, frame, context, state: embeddedState, modal, router, destroyed: embeddedDestroyed }),
    )
  const embedded =
    loadFrame && bases.length > 0
      ? () => {
          const loading = (embeddedParts ??= loadEmbedded(loadFrame))
          // A chunk that failed to arrive is asked again next time.
          loading.catch(() => {
            if (embeddedParts === loading) embeddedParts = undefined
          })
          return loading
        }
      : undefined
  const { chainAdapters } = dependencies
  const connectors = new Store<readonly Connector[]>(chainAdapters.flatMap((adapter) => adapter.getConnectors()))
  const recent = new Store<readonly RecentWallet[]>([])
  const onramp = new Store<OnrampState>(INITIAL_ONRAMP_STATE)
  const context: CoreContext = {
    options,
    state,
    recent,
    adapters: new Map(chainAdapters.map((adapter) => [adapter.namespace, adapter])),
    storage,
    clock,
    logger,
    blockchainApi: dependencies.blockchainApi,
    cache: new TtlCache(clock),
    embedded,
    onramp,
    telemetry: dependencies.telemetry,
    emit: (event) => {
      events.next(event)
      // A sent transaction changes balances and history: the next Account open reads them afresh.
      if (event.type === 'SEND_TRANSACTION_SUCCESS') accountData.markStale()
      trackWalletportEvent(dependencies.telemetry, event)
    },
    raiseAlert: (alert) => remoteConfig.raise(alert),
  }
  const accountData = new AccountData(context, useCases)
  const siwxState = new Store(initialSiwxState(options))
  const modal = new ModalController({
    clock,
    router,
    isConnected: () => accountOf(state.getSnapshot()).status === 'connected',
    canClose: () => {
      const { required, session } = siwxState.getSnapshot()
      return canCloseModal({ view: router.getSnapshot().view, siwxRequired: required, hasSession: session !== undefined })
    },
  })
  const directoryWallets = new DirectoryWallets({ directory: dependencies.walletDirectory, options, logger })
  const { projectConfig, explicitFeatures, origin } = dependencies
  const remoteConfig = new RemoteConfig({ projectConfig, options, explicitFeatures, origin, logger })
  return {
    context,
    useCases,
    events,
    state,
    account: { getSnapshot: () => accountOf(state.getSnapshot()), state$: state.select((snapshot) => accountOf(snapshot)) },
    network: {
      getSnapshot: () => toNetworkSnapshot(state.getSnapshot()),
      state$: state.select((snapshot) => toNetworkSnapshot(snapshot), (a, b) => a.caipNetwork === b.caipNetwork && a.namespace === b.namespace && a.requestedCaipNetworks === b.requestedCaipNetworks),
    },
    connectors,
    recent,
    connectorList: connectorListOf({
      connectors,
      recent,
      connections: { getSnapshot: () => state.getSnapshot().connections, state$: state.select((snapshot) => snapshot.connections) },
      directory: directoryWallets,
      options,
      isMobile: dependencies.isMobile ?? false,
    }),
    router,
    modal,
    siwxState,
    siwx: new LazySiwx({ core: context, state: siwxState, modal, siwx: options.siwx, siweConfig: options.siweConfig }),
    remoteConfig,
    directoryWallets,
    accountData,
    accountNames: new AccountNames(context, useCases),
    embeddedState,
    embedded,
    destroyEmbedded: () => {
      embeddedDestroyed = true
      void embeddedParts?.then((parts) => parts.destroy(), () => undefined)
    },
    onramp,
  }
}
