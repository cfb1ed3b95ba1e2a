import { ContainerModule } from 'inversify'
import { DEFAULT_PULSE_API_URL, SDK_TYPE } from '../../core/options/serviceDefaults.js'
import type { Telemetry } from '../../ports/Telemetry.js'
import { TOKENS } from '../../ports/tokens.js'
import { lazyTelemetry } from '../lazyTelemetry.js'
import type { ProviderApiSettings } from '../ProviderApiSettings.js'

/**
 * The default Telemetry: the analytics service's adapter, downloaded on the first event only.
 * @example container.load(telemetryModule({ projectId, apiUrls, sdkVersion }))
 */
export function telemetryModule(settings: ProviderApiSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Telemetry>(TOKENS.telemetry)
      .toResolvedValue(() =>
        lazyTelemetry({
          baseUrl: settings.apiUrls?.analytics ?? DEFAULT_PULSE_API_URL,
          projectId: settings.projectId ?? '',
          sdkType: SDK_TYPE,
          sdkVersion: settings.sdkVersion,
        }),
      )
      .inSingletonScope()
  })
}
