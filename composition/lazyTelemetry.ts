import { importUseCases } from '../core/lazy/importUseCases.js'
import type { OfetchTelemetryOptions } from '../adapters/http/OfetchTelemetry.js'
import { lazyCode } from '../core/lazy/lazyCode.js'
import type { TelemetryServiceOptions, TelemetryTracker } from '../core/telemetry/TelemetryService.js'
import type { Telemetry } from '../ports/Telemetry.js'

/**
 * The default Telemetry adapter, loaded on the first event only. With analytics
 * off (the default) no event is ever sent, so ofetch is never even downloaded.
 */
export function lazyTelemetry(options: OfetchTelemetryOptions): Telemetry {
  const adapter = lazyCode(() => import('../adapters/http/OfetchTelemetry.js').then(({ OfetchTelemetry }) => new OfetchTelemetry(options)))
  return { send: (event) => adapter.run((loaded) => loaded.send(event)) }
}

const NO_TELEMETRY: TelemetryTracker = { track: () => Promise.resolve(), reportError: () => Promise.resolve() }

/**
 * The instance's analytics policy. Off (the default), a stand-in that does nothing, so the
 * host page carries no analytics code at all. On, the TelemetryService from the use cases'
 * lazy chunk, whose load starts now: every event comes from a use case, which loads the same
 * chunk, so the service is there before the first event. Never rejects, like the service.
 */
export function lazyTelemetryService(options: TelemetryServiceOptions): TelemetryTracker {
  if (!options.enabled) return NO_TELEMETRY
  const service = lazyCode(() => importUseCases().then(({ TelemetryService }) => new TelemetryService(options)))
  const failed = (error: unknown) => options.logger?.warn('Telemetry event not delivered', { failure: error })
  service.load().catch(failed)
  return {
    track: ((...parameters: Parameters<TelemetryTracker['track']>) => service.run((loaded) => loaded.track(...parameters)).catch(failed)) as TelemetryTracker['track'],
    reportError: (error) => service.run((loaded) => loaded.reportError(error)).catch(failed),
  }
}
