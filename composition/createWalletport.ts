import { parseOptions } from '../core/options/parseOptions.js'
import type { WalletportOptions } from '../core/options/WalletportOptions.js'
import { Walletport } from '../core/Walletport.js'
import { TOKENS, type Token } from '../ports/tokens.js'
import { composeContainer } from './composeContainer.js'
import { lazyTelemetryService } from './lazyTelemetry.js'
import type { WalletportOverrides } from './WalletportOverrides.js'

export type { WalletportOverrides } from './WalletportOverrides.js'

/**
 * The composition root: validates options, loads each adapter family's default module into
 * a fresh inversify container, lets each override rebind its port's token, then resolves the
 * ports once into a new instance. Two calls share nothing.
 * @example const walletport = createWalletport({ networks: [mainnet] }, { storage: myStorage })
 */
export function createWalletport(options: WalletportOptions, overrides: WalletportOverrides = {}): Walletport {
  const resolved = parseOptions(options)
  const container = composeContainer(resolved, overrides)
  const get = <T>(token: Token<T>): T => container.get<T>(token)
  const getOptional = <T>(token: Token<T>): T | undefined => container.get<T>(token, { optional: true })

  const clock = get(TOKENS.clock)
  const logger = get(TOKENS.logger)
  const telemetry = lazyTelemetryService({
    telemetry: get(TOKENS.telemetry),
    clock,
    // Without a project the analytics endpoint refuses everything, so nothing is sent.
    enabled: resolved.features.analytics && Boolean(resolved.projectId),
    page: currentPage,
    newId: () => globalThis.crypto.randomUUID(),
    logger,
  })
  return new Walletport({
    options: resolved,
    storage: get(TOKENS.storage),
    clock,
    logger,
    telemetry,
    chainAdapters: get(TOKENS.chainAdapters),
    ...definedOnly({
      blockchainApi: getOptional(TOKENS.blockchainApi),
      walletDirectory: getOptional(TOKENS.walletDirectory),
      projectConfig: getOptional(TOKENS.projectConfig),
      explicitFeatures: options.features,
      origin: pageOrigin(),
      embeddedWalletFrame: getOptional(TOKENS.embeddedWalletFrame),
    }),
    // The embedded wallet belongs to a project: without one there is no default frame.
    ...(resolved.projectId
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
