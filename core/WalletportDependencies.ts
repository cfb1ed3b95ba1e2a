import type { BlockchainApi } from '../ports/BlockchainApi.js'
import type { ChainAdapter } from '../ports/ChainAdapter.js'
import type { Clock } from '../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../ports/EmbeddedWalletFrame.js'
import type { Logger } from '../ports/Logger.js'
import type { ProjectConfig } from '../ports/ProjectConfig.js'
import type { Storage } from '../ports/Storage.js'
import type { WalletDirectory } from '../ports/WalletDirectory.js'
import type { Features, ResolvedOptions } from './options/WalletportOptions.js'
import type { TelemetryTracker } from './telemetry/TelemetryService.js'

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
  /** The embedded wallet's frame, given (an override); else `loadEmbeddedWalletFrame` makes the default one. */
  readonly embeddedWalletFrame?: EmbeddedWalletFrame
  /** Makes the default frame on first need (its code is a lazy chunk). */
  readonly loadEmbeddedWalletFrame?: () => Promise<EmbeddedWalletFrame>
  /** The project's remote flags and allowed origins; absent without a projectId (nothing is fetched). */
  readonly projectConfig?: ProjectConfig
  /** `features` exactly as the integrator passed them, to tell their choices from defaults. */
  readonly explicitFeatures?: Features
  /** The page's origin for the allowed-origins check; absent off the browser. */
  readonly origin?: string
  /** Whether the page runs on a phone (the connect list may hide the Browser Wallet there); default false. */
  readonly isMobile?: boolean
}
