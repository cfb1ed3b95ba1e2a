import { lazyCode } from '../core/lazy/lazyCode.js'
import { lazyModule } from '../core/lazy/lazyModule.js'
import { parseOptions } from '../core/options/parseOptions.js'
import type { WalletportOptions } from '../core/options/WalletportOptions.js'
import { WalletportCore } from '../core/WalletportCore.js'
import { TOKENS, type Token } from '../ports/tokens.js'
import { bootPorts } from './bootPorts.js'
import { lazyTelemetryService } from './lazyTelemetry.js'
import { providerServices } from './ProviderApiSettings.js'
import type { WalletportOverrides } from './WalletportOverrides.js'

/**
 * The instance's build, `createWalletport`'s chunk: validates options, takes the boot ports (each
 * override, else its default adapter), and composes the instance. The inversify container (the
 * default service modules, each override rebinding its token) is a chunk of its own, built on the
 * first call of a default service (the first modal open, the first balance, the first analytics
 * event). Two calls share nothing.
 */
export function buildWalletport(options: WalletportOptions, overrides: WalletportOverrides): WalletportCore {
  const resolved = parseOptions(options)
  const boot = bootPorts(resolved, overrides)
  const { clock, logger } = boot
  const container = lazyCode(() => import('./composeContainer.js').then(({ composeContainer }) => composeContainer(resolved, boot, overrides)))
  // A default service as the container resolves it, every method waiting for the container's chunk on its first call.
  const resolve = <T extends object>(token: Token<T>): T => lazyModule(() => container.load().then((built) => built.get<T>(token))) as unknown as T
  const services = providerServices(resolved)
  const telemetry = lazyTelemetryService({
    telemetry: overrides.telemetry ?? resolve(TOKENS.telemetry),
    clock,
    // Without a project the analytics endpoint refuses everything, so nothing is sent.
    enabled: resolved.features.analytics && Boolean(resolved.projectId),
    page: currentPage,
    newId: () => globalThis.crypto.randomUUID(),
    logger,
  })
  return new WalletportCore({
    options: resolved,
    ...boot,
    telemetry,
    ...definedOnly({
      blockchainApi: overrides.blockchainApi ?? (services.blockchainApi ? resolve(TOKENS.blockchainApi) : undefined),
      walletDirectory: overrides.walletDirectory ?? (services.directory ? resolve(TOKENS.walletDirectory) : undefined),
      projectConfig: overrides.projectConfig ?? (services.directory ? resolve(TOKENS.projectConfig) : undefined),
      explicitFeatures: options.features,
      origin: pageOrigin(),
      embeddedWalletFrame: overrides.embeddedWalletFrame,
    }),
    // The embedded wallet belongs to a project: without one there is no default frame.
    ...(resolved.projectId && !overrides.embeddedWalletFrame
      ? { loadEmbeddedWalletFrame: () => import('./defaultEmbeddedWalletFrame.js').then(({ defaultEmbeddedWalletFrame }) => defaultEmbeddedWalletFrame(resolved, clock)) }
      : {}),
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
