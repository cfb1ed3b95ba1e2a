import type { ModalState, RouterState, SiwxState, WalletState } from '../core/index.js'
import type { ExternalSource } from './useExternalState.js'
import type { WalletportSources } from './walletportSources.js'

// What hooks read while a lazily loaded core is on its way: nothing connected, modal closed.
// Constants that never change (the provider swaps in the instance's sources once it loads).
const noSubscription = () => () => undefined
const constant = <T>(value: T): ExternalSource<T> => ({ subscribe: noSubscription, getSnapshot: () => value })

const PENDING_STATE: WalletState = Object.freeze({ activeNamespace: 'eip155', accounts: {}, networks: {}, connections: [] })
const PENDING_MODAL: ModalState = Object.freeze({ open: false, loading: false, shake: false })
const PENDING_ROUTE = Object.freeze({ view: 'Connect', data: undefined })
const PENDING_ROUTER = Object.freeze({ ...PENDING_ROUTE, history: Object.freeze([PENDING_ROUTE]) }) as RouterState

/** The sources before the core has loaded: disconnected, closed, no connectors. */
export const PENDING_SOURCES: WalletportSources = Object.freeze({
  state: constant(PENDING_STATE),
  modal: constant(PENDING_MODAL),
  router: constant(PENDING_ROUTER),
  connectors: constant(Object.freeze([])),
})

/** Sign-in before the core has loaded: nothing to show yet. */
export const PENDING_SIWX: ExternalSource<SiwxState> = constant(
  Object.freeze({ enabled: false, required: false, status: 'disabled', session: undefined, error: undefined }),
)
