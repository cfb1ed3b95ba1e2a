import type { BlockchainApi } from './BlockchainApi.js'
import type { ChainAdapter } from './ChainAdapter.js'
import type { Clock } from './Clock.js'
import type { EmbeddedWalletFrame } from './EmbeddedWalletFrame.js'
import type { ProjectConfig } from './ProjectConfig.js'
import type { Logger } from './Logger.js'
import type { Storage } from './Storage.js'
import type { Telemetry } from './Telemetry.js'
import type { WalletDirectory } from './WalletDirectory.js'

/** A symbol that remembers the type it stands for, so resolution is typed. */
export type Token<T> = symbol & { readonly __type?: T }

const token = <T>(description: string): Token<T> => Symbol.for(`walletport.${description}`) as Token<T>

/** Identifiers the composition root binds each port to. */
export const TOKENS = {
  storage: token<Storage>('Storage'),
  clock: token<Clock>('Clock'),
  logger: token<Logger>('Logger'),
  telemetry: token<Telemetry>('Telemetry'),
  blockchainApi: token<BlockchainApi>('BlockchainApi'),
  walletDirectory: token<WalletDirectory>('WalletDirectory'),
  projectConfig: token<ProjectConfig>('ProjectConfig'),
  embeddedWalletFrame: token<EmbeddedWalletFrame>('EmbeddedWalletFrame'),
  chainAdapters: token<readonly ChainAdapter[]>('ChainAdapters'),
} as const
