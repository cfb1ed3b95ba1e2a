import type { OfetchTelemetryOptions } from '../adapters/http/OfetchTelemetry.js'
import type { Telemetry } from '../ports/Telemetry.js'

/**
 * The default Telemetry adapter, loaded on the first event only. With analytics
 * off (the default) no event is ever sent, so ofetch is never even downloaded.
 */
export function lazyTelemetry(options: OfetchTelemetryOptions): Telemetry {
  let adapter: Promise<Telemetry> | undefined
  return {
    async send(event) {
      adapter ??= import('../adapters/http/OfetchTelemetry.js').then(({ OfetchTelemetry }) => new OfetchTelemetry(options))
      await (await adapter).send(event)
    },
  }
}
