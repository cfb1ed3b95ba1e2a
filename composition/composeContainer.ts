import { Container } from 'inversify'
import { DEFAULT_SDK_VERSION } from '../core/options/serviceDefaults.js'
import type { ResolvedOptions } from '../core/options/WalletportOptions.js'
import { TOKENS, type Token } from '../ports/tokens.js'
import type { BootPorts } from './bootPorts.js'
import { httpServicesModule } from './modules/httpServicesModule.js'
import { telemetryModule } from './modules/telemetryModule.js'
import type { WalletportOverrides } from './WalletportOverrides.js'

declare const __WALLETPORT_VERSION__: string | undefined
const SDK_VERSION = typeof __WALLETPORT_VERSION__ === 'string' ? `walletport-${__WALLETPORT_VERSION__}` : DEFAULT_SDK_VERSION

/**
 * One instance's container: the boot ports it already runs on, the default service modules, then
 * each given override rebinding its service's token. Defaults are resolved values, built on the
 * first `get`, from what the container holds: the default API caches in the instance's storage,
 * its expiry on the instance's clock.
 */
export function composeContainer(resolved: ResolvedOptions, boot: BootPorts, overrides: WalletportOverrides = {}): Container {
  const settings = { projectId: resolved.projectId, apiUrls: resolved.apiUrls, sdkVersion: SDK_VERSION }
  const container = new Container()
  container.bind(TOKENS.clock).toConstantValue(boot.clock)
  container.bind(TOKENS.logger).toConstantValue(boot.logger)
  container.bind(TOKENS.storage).toConstantValue(boot.storage)
  container.bind(TOKENS.chainAdapters).toConstantValue(boot.chainAdapters)
  container.load(telemetryModule(settings), httpServicesModule(settings))
  const rebind = <T>(token: Token<T>, value: T | undefined): void => {
    if (value !== undefined) container.rebind<T>(token).toConstantValue(value)
  }
  rebind(TOKENS.telemetry, overrides.telemetry)
  rebind(TOKENS.blockchainApi, overrides.blockchainApi)
  rebind(TOKENS.walletDirectory, overrides.walletDirectory)
  rebind(TOKENS.projectConfig, overrides.projectConfig)
  // No frame is bound by default: the default one is created in its own chunk on first need (createWalletport).
  rebind(TOKENS.embeddedWalletFrame, overrides.embeddedWalletFrame)
  return container
}
