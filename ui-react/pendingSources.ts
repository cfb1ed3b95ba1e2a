import type { ModalState, RouterState, SiwxState, WalletState } from '../core/index.js'
import type { AccountState, ChainNamespace, Network, WalletportOptions } from '../core/index.js'
import { CHAIN_NAMESPACES } from '../core/network/Network.js'
import { DEFAULT_CONNECTIONS_KEY } from '../core/state/storageKeys.js'
import { createWalletState } from '../core/state/WalletState.js'
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

/**
 * The sources before the core has loaded, for this visitor: a returning one (a connection in
 * the default storage, `localStorage`) sees their last wallet's namespace connecting, not
 * 'Connect Wallet', until the core has restored it. A server render, and so hydration, shows
 * the plain pending state; so does a page with its own storage (nothing found here). With the
 * options an instance was given (`createWalletport`'s, before its code has loaded), the pending
 * state is the one that instance starts from: its networks, the default one active — what a
 * server-side render of it shows.
 */
export function pendingSourcesFor(host: { readonly localStorage?: Pick<Storage, 'getItem'> } = globalThis, given?: WalletportOptions): WalletportSources {
  const initial = initialStateOf(given)
  const sources = initial === PENDING_STATE ? PENDING_SOURCES : { ...PENDING_SOURCES, state: constant(initial) }
  let namespace: ChainNamespace | undefined
  try {
    const stored: unknown = JSON.parse(host.localStorage?.getItem(DEFAULT_CONNECTIONS_KEY) ?? '[]')
    // The newest connection first, as the core stores them; the core checks the entries themselves.
    const newest: unknown = Array.isArray(stored) ? stored[0] : undefined
    const candidate = typeof newest === 'object' && newest !== null ? (newest as { namespace?: unknown }).namespace : undefined
    if (CHAIN_NAMESPACES.includes(candidate as ChainNamespace)) namespace = candidate as ChainNamespace
  } catch {
    // Storage refused or unreadable: a first visit's state.
  }
  if (!namespace) return sources
  // Only what the hooks read of an account before the core is there (they destructure it).
  const connecting = { status: 'connecting', allAccounts: [] } as Partial<AccountState> as AccountState
  const returning: WalletState = Object.freeze({ ...initial, activeNamespace: namespace, accounts: { ...initial.accounts, [namespace]: connecting } })
  return { ...sources, state: { subscribe: noSubscription, getSnapshot: () => returning, getServerSnapshot: () => initial } }
}

/** The state an instance given `options` starts from, when its networks look right; else the plain pending state (the instance checks them on arrival). */
function initialStateOf(options: WalletportOptions | undefined): WalletState {
  const networks: unknown = options?.networks
  if (!Array.isArray(networks) || networks.length === 0 || !networks.every(isNetworkLike)) return PENDING_STATE
  const wanted: unknown = options?.defaultNetwork
  const defaultNetwork = wanted === undefined ? networks[0] : networks.find((network) => isNetworkLike(wanted) && network.caipNetworkId === wanted.caipNetworkId)
  return defaultNetwork ? Object.freeze(createWalletState(networks, defaultNetwork)) : PENDING_STATE
}

function isNetworkLike(value: unknown): value is Network {
  if (typeof value !== 'object' || value === null) return false
  const { chainNamespace, caipNetworkId, name } = value as Record<string, unknown>
  return CHAIN_NAMESPACES.includes(chainNamespace as ChainNamespace) && typeof caipNetworkId === 'string' && typeof name === 'string'
}
