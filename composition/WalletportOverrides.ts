import type { BlockchainApi } from '../ports/BlockchainApi.js'
import type { ChainAdapter } from '../ports/ChainAdapter.js'
import type { Clock } from '../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../ports/EmbeddedWalletFrame.js'
import type { Logger } from '../ports/Logger.js'
import type { ProjectConfig } from '../ports/ProjectConfig.js'
import type { Storage } from '../ports/Storage.js'
import type { Telemetry } from '../ports/Telemetry.js'
import type { WalletDirectory } from '../ports/WalletDirectory.js'

/** Replacements for any port; what is not given gets the default adapter. */
export interface WalletportOverrides {
  readonly storage?: Storage
  readonly clock?: Clock
  readonly logger?: Logger
  readonly telemetry?: Telemetry
  readonly chainAdapters?: readonly ChainAdapter[]
  readonly blockchainApi?: BlockchainApi
  readonly walletDirectory?: WalletDirectory
  readonly projectConfig?: ProjectConfig
  readonly embeddedWalletFrame?: EmbeddedWalletFrame
}
