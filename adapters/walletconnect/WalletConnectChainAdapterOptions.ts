import type { Metadata } from '../../core/options/Metadata.js'
import type { Network } from '../../core/network/Network.js'
import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import type { Clock } from '../../ports/Clock.js'
import type { Storage } from '../../ports/Storage.js'

/** The WalletConnect connector's settings: the same `projectId`, `relayUrl`, `metadata` and `networks` as the walletport options. */
export interface WalletConnectChainAdapterOptions {
  /** The app's networks: they become the proposal's namespaces. */
  readonly networks: readonly Network[]
  /** Any string works with a local relay; the public relay needs a real one. */
  readonly projectId?: string
  /** Default: the public relay `wss://relay.walletconnect.org`. */
  readonly relayUrl?: string
  readonly metadata?: Metadata
  /**
   * The adapter for every other connector of the namespace and for balances (e.g. a
   * `ViemChainAdapter`); the WalletConnect connector is added to its list.
   */
  readonly base?: ChainAdapter
  /** Where sessions are kept so a reload restores them (default: localStorage when usable, else memory). */
  readonly storage?: Storage
  /** Pairing expiry and the relay timeout run on it (default: the system clock). */
  readonly clock?: Clock
  /** How long the relay may take to answer before a `WalletConnectRelayError`, in ms. Default 10 000. */
  readonly relayTimeoutMs?: number
  /**
   * WalletConnect's Verify API (wallets learn the page's verified origin). Default: on with the
   * public relay, off with a custom `relayUrl` (a local relay has no Verify server).
   */
  readonly verify?: boolean
  /** Two dapps in one process (tests) need distinct prefixes. */
  readonly storagePrefix?: string
  /** The connector's name in the list. Default 'WalletConnect'. */
  readonly name?: string
  /** Where sign-client comes from; the default is a dynamic import, so it is its own chunk. */
  readonly loadSignClient?: () => Promise<SignClientModule>
}

/** The part of `@walletconnect/sign-client`'s module walletport uses (structural, so no vendor type leaks). */
export interface SignClientModule {
  readonly SignClient: { init(options: Record<string, unknown>): Promise<unknown> }
}
