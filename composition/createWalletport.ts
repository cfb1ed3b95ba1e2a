import { Container } from 'inversify'
import { SystemClock } from '../adapters/clock/SystemClock.js'
import { createDefaultStorage } from '../adapters/storage/createDefaultStorage.js'
import { DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_DIRECTORY_API_URL, DEFAULT_PULSE_API_URL, DEFAULT_SDK_VERSION, SDK_TYPE } from '../core/options/serviceDefaults.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { parseOptions } from '../core/options/parseOptions.js'
import type { WalletportOptions } from '../core/options/WalletportOptions.js'
import { Walletport } from '../core/Walletport.js'
import { lazyBlockchainApi } from './lazyBlockchainApi.js'
import { lazyProjectConfig, lazyWalletDirectory } from './lazyDirectoryServices.js'
import { lazyTelemetry, lazyTelemetryService } from './lazyTelemetry.js'
import type { BlockchainApi } from '../ports/BlockchainApi.js'
import type { ChainAdapter } from '../ports/ChainAdapter.js'
import type { Clock } from '../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../ports/EmbeddedWalletFrame.js'
import type { Logger } from '../ports/Logger.js'
import type { ProjectConfig } from '../ports/ProjectConfig.js'
import type { Storage } from '../ports/Storage.js'
import type { Telemetry } from '../ports/Telemetry.js'
import { TOKENS, type Token } from '../ports/tokens.js'
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

declare const __WALLETPORT_VERSION__: string | undefined
const SDK_VERSION = typeof __WALLETPORT_VERSION__ === 'string' ? `walletport-${__WALLETPORT_VERSION__}` : DEFAULT_SDK_VERSION

/**
 * The composition root: validates options, builds a fresh inversify container
 * for this call, binds each port (overrides first, then defaults) and returns
 * a new instance. Two calls share nothing.
 * @example const walletport = createWalletport({ networks: [mainnet] }, { storage: myStorage })
 */
export function createWalletport(options: WalletportOptions, overrides: WalletportOverrides = {}): Walletport {
  const resolved = parseOptions(options)
  const container = new Container()
  const bind = <T>(token: Token<T>, value: T | undefined, fallback: () => T): void => {
    container.bind<T>(token).toConstantValue(value ?? fallback())
  }
  bind(TOKENS.clock, overrides.clock, () => new SystemClock())
  bind(TOKENS.storage, overrides.storage, () => createDefaultStorage())
  bind(TOKENS.logger, overrides.logger, () =>
    new BufferedLogger({ clock: container.get(TOKENS.clock), level: resolved.logLevel, sink: globalThis.console }),
  )
  bind(TOKENS.telemetry, overrides.telemetry, () =>
    lazyTelemetry({
      baseUrl: resolved.apiUrls?.analytics ?? DEFAULT_PULSE_API_URL,
      projectId: resolved.projectId ?? '',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    }),
  )
  bind(TOKENS.chainAdapters, overrides.chainAdapters, () => [])
  const optional = <T>(token: Token<T>, value: T | undefined) => {
    if (value) container.bind<T>(token).toConstantValue(value)
    return () => (container.isBound(token) ? container.get<T>(token) : undefined)
  }
  // The provider's API needs a project; without one (and no local API) there is no default.
  const defaultBlockchainApi =
    resolved.projectId || resolved.apiUrls?.blockchainApi
      ? lazyBlockchainApi({
          baseUrl: resolved.apiUrls?.blockchainApi ?? DEFAULT_BLOCKCHAIN_API_URL,
          projectId: resolved.projectId ?? '',
          sdkType: SDK_TYPE,
          sdkVersion: SDK_VERSION,
          clock: container.get<Clock>(TOKENS.clock),
          storage: container.get<Storage>(TOKENS.storage),
        })
      : undefined
  const blockchainApi = optional(TOKENS.blockchainApi, overrides.blockchainApi ?? defaultBlockchainApi)
  // The directory and the project's config live on the provider's API (or a local one such as
  // the reference server); both load lazily and are first called on the first modal open.
  const directoryServices =
    resolved.projectId || resolved.apiUrls?.directory
      ? {
          baseUrl: resolved.apiUrls?.directory ?? DEFAULT_DIRECTORY_API_URL,
          projectId: resolved.projectId ?? '',
          sdkType: SDK_TYPE,
          sdkVersion: SDK_VERSION,
          clock: container.get<Clock>(TOKENS.clock),
        }
      : undefined
  const walletDirectory = optional(TOKENS.walletDirectory, overrides.walletDirectory ?? (directoryServices && lazyWalletDirectory(directoryServices)))
  const projectConfig = optional(TOKENS.projectConfig, overrides.projectConfig ?? (directoryServices && lazyProjectConfig(directoryServices)))
  const embeddedWalletFrame = optional(TOKENS.embeddedWalletFrame, overrides.embeddedWalletFrame)

  const clock = container.get<Clock>(TOKENS.clock)
  const logger = container.get<Logger>(TOKENS.logger)
  const telemetry = lazyTelemetryService({
    telemetry: container.get<Telemetry>(TOKENS.telemetry),
    clock,
    // Without a project the analytics endpoint refuses everything, so nothing is sent.
    enabled: resolved.features.analytics && Boolean(resolved.projectId),
    page: currentPage,
    newId: () => globalThis.crypto.randomUUID(),
    logger,
  })
  return new Walletport({
    options: resolved,
    storage: container.get<Storage>(TOKENS.storage),
    clock,
    logger,
    telemetry,
    chainAdapters: container.get<readonly ChainAdapter[]>(TOKENS.chainAdapters),
    ...definedOnly({
      blockchainApi: blockchainApi(),
      walletDirectory: walletDirectory(),
      projectConfig: projectConfig(),
      explicitFeatures: options.features,
      origin: pageOrigin(),
      embeddedWalletFrame: embeddedWalletFrame(),
    }),
  })
}

/** The page's origin for the allowed-origins check; none off the browser. */
function pageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin
  return typeof origin === 'string' && origin !== 'null' ? origin : undefined
}

function currentPage(): { url: string; domain: string } {
  const location = (globalThis as { location?: { href: string; host: string } }).location
  return location ? { url: location.href, domain: location.host } : { url: '', domain: '' }
}

function definedOnly<T extends Record<string, unknown>>(record: T): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<{
    [K in keyof T]: Exclude<T[K], undefined>
  }>
}
