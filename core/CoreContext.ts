import type { BlockchainApi } from '../ports/BlockchainApi.js'
import type { ChainAdapter } from '../ports/ChainAdapter.js'
import type { Clock } from '../ports/Clock.js'
import type { Logger } from '../ports/Logger.js'
import type { Storage } from '../ports/Storage.js'
import type { RecentWallet } from './connectors/Wallet.js'
import type { BaseError } from './errors/BaseError.js'
import type { AlertCode } from './errors/alerts.js'
import type { ChainNamespace, Network } from './network/Network.js'
import type { ResolvedOptions } from './options/WalletportOptions.js'
import type { Store } from './state/Store.js'
import type { WalletState } from './state/WalletState.js'
import type { TtlCache } from './state/TtlCache.js'
import type { EmbeddedParts } from './embedded/EmbeddedParts.js'
import type { OnrampState } from './onramp/OnrampState.js'
import type { TelemetryTracker } from './telemetry/TelemetryService.js'

/** Domain events, for integrators (`events$`) and for telemetry. */
export type WalletportEvent =
  | { readonly type: 'CONNECT_SUCCESS'; readonly namespace: ChainNamespace; readonly connectorId: string; readonly address: string }
  | { readonly type: 'CONNECT_ERROR'; readonly namespace: ChainNamespace; readonly connectorId: string; readonly error: BaseError }
  | { readonly type: 'RECONNECT_FAILED'; readonly namespace: ChainNamespace; readonly connectorId: string }
  | { readonly type: 'DISCONNECT_SUCCESS'; readonly namespace: ChainNamespace }
  | { readonly type: 'DISCONNECT_ERROR'; readonly namespace: ChainNamespace; readonly error: BaseError }
  | { readonly type: 'ACCOUNT_CHANGED'; readonly namespace: ChainNamespace; readonly address: string }
  | { readonly type: 'SWITCH_NETWORK'; readonly network: Network }
  | { readonly type: 'SWITCH_NETWORK_ERROR'; readonly network: Network; readonly error: BaseError }
  | { readonly type: 'SIGN_MESSAGE_SUCCESS'; readonly namespace: ChainNamespace; readonly address: string }
  | { readonly type: 'SIGN_MESSAGE_ERROR'; readonly namespace: ChainNamespace; readonly error: BaseError }
  | { readonly type: 'SEND_TRANSACTION_SUCCESS'; readonly namespace: ChainNamespace; readonly hash: string }
  | { readonly type: 'SEND_TRANSACTION_ERROR'; readonly namespace: ChainNamespace; readonly error: BaseError }
  /** A `send` the chain confirmed (the Activity entry is final, the balances were read again): for the toast. */
  | { readonly type: 'SEND_CONFIRMED'; readonly namespace: ChainNamespace; readonly hash: string }
  /** A `send` that failed on chain (TransactionRevertedError) or whose outcome could not be read. */
  | { readonly type: 'SEND_FAILED'; readonly namespace: ChainNamespace; readonly hash: string; readonly error: BaseError }
  /** A swap the chain confirmed (the Activity entry is final, the balances were read again). */
  | { readonly type: 'SWAP_SUCCESS'; readonly namespace: ChainNamespace; readonly hash: string }
  /** A swap that failed: declined, insufficient balance, the API, or reverted on chain. */
  | { readonly type: 'SWAP_ERROR'; readonly namespace: ChainNamespace; readonly error: BaseError }
  /** A `pay` the chain confirmed. */
  | { readonly type: 'PAY_SUCCESS'; readonly namespace: ChainNamespace; readonly hash: string }
  /** A `pay` that was refused, declined or failed (the error `pay` rejected with). */
  | { readonly type: 'PAY_ERROR'; readonly error: BaseError }
  | { readonly type: 'SIWX_AUTH_SUCCESS'; readonly namespace: ChainNamespace; readonly address: string }
  | { readonly type: 'SIWX_AUTH_ERROR'; readonly namespace: ChainNamespace; readonly error: BaseError }
  | { readonly type: 'SIWX_CANCEL'; readonly namespace: ChainNamespace }
  | { readonly type: 'SIWX_SIGN_OUT'; readonly namespace: ChainNamespace; readonly address: string }
  /** The embedded wallet refused an RPC method (shown as 'Action not allowed'). */
  | { readonly type: 'EMBEDDED_RPC_NOT_ALLOWED'; readonly method: string }

/** What the connection use cases need: state, ports and options. Built once per instance. */
export interface CoreContext {
  readonly options: ResolvedOptions
  readonly state: Store<WalletState>
  /** The recent wallets as last stored (the connect list's Recent group). */
  readonly recent: Store<readonly RecentWallet[]>
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly storage: Storage
  readonly clock: Clock
  readonly logger: Logger
  readonly blockchainApi?: BlockchainApi | undefined
  /** Per-instance memo of remote reads (balances 30 s, identities 5 min). */
  readonly cache: TtlCache
  /** The embedded wallet's parts, loaded on first need; undefined without a frame (or an eip155 adapter). */
  readonly embedded?: (() => Promise<EmbeddedParts>) | undefined
  emit(event: WalletportEvent): void
  /** Raises a project alert on the instance's alert stream (`getRemoteConfig().alert`), once per code: false when raised before. */
  readonly raiseAlert?: ((alert: AlertCode) => boolean) | undefined
  /** Analytics (sends only when they are on): for the events with properties a use case tracks itself (SOCIAL_LOGIN_SUCCESS { provider }). */
  readonly telemetry?: TelemetryTracker
  /** Buying crypto: the options, the selection, its quote, the checkout URL (every instance has it). */
  readonly onramp?: Store<OnrampState>
}
