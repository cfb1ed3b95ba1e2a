import { Container } from 'inversify'
import { DEFAULT_SDK_VERSION } from '../core/options/serviceDefaults.js'
import type { ResolvedOptions } from '../core/options/WalletportOptions.js'
import { TOKENS, type Token } from '../ports/tokens.js'
import { chainsModule } from './modules/chainsModule.js'
import { clockModule } from './modules/clockModule.js'
import { httpServicesModule } from './modules/httpServicesModule.js'
import { loggingModule } from './modules/loggingModule.js'
import { storageModule } from './modules/storageModule.js'
import { telemetryModule } from './modules/telemetryModule.js'
import type { WalletportOverrides } from './WalletportOverrides.js'

declare const __WALLETPORT_VERSION__: string | undefined
const SDK_VERSION = typeof __WALLETPORT_VERSION__ === 'string' ? `walletport-${__WALLETPORT_VERSION__}` : DEFAULT_SDK_VERSION

/**
 * One instance's container: the default modules, then each given override rebinding its token.
 * Defaults are resolved values, built on the first `get`, from what the container then holds:
 * the default logger stamps with an overriding clock, the default API caches in an overriding storage.
 */
export function composeContainer(resolved: ResolvedOptions, overrides: WalletportOverrides = {}): Container {
  const settings = { projectId: resolved.projectId, apiUrls: resolved.apiUrls, sdkVersion: SDK_VERSION }
  const container = new Container()
  container.load(
    clockModule(),
    storageModule(),
    loggingModule(resolved.logLevel),
    telemetryModule(settings),
    chainsModule(),
    httpServicesModule(settings),
  )
  const rebind = <T>(token: Token<T>, value: T | undefined): void => {
    if (value !== undefined) container.rebind<T>(token).toConstantValue(value)
  }
  rebind(TOKENS.clock, overrides.clock)
  rebind(TOKENS.storage, overrides.storage)
  rebind(TOKENS.logger, overrides.logger)
  rebind(TOKENS.telemetry, overrides.telemetry)
  rebind(TOKENS.chainAdapters, overrides.chainAdapters)
  rebind(TOKENS.blockchainApi, overrides.blockchainApi)
  rebind(TOKENS.walletDirectory, overrides.walletDirectory)
  rebind(TOKENS.projectConfig, overrides.projectConfig)
  // No frame is bound by default: the default one is created in its own chunk on first need (createWalletport).
  rebind(TOKENS.embeddedWalletFrame, overrides.embeddedWalletFrame)
  return container
}

