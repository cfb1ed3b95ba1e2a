import { ContainerModule } from 'inversify'
import { DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_DIRECTORY_API_URL, SDK_TYPE } from '../../core/options/serviceDefaults.js'
import type { BlockchainApi } from '../../ports/BlockchainApi.js'
import type { Clock } from '../../ports/Clock.js'
import type { ProjectConfig } from '../../ports/ProjectConfig.js'
import type { Storage } from '../../ports/Storage.js'
import { TOKENS } from '../../ports/tokens.js'
import type { WalletDirectory } from '../../ports/WalletDirectory.js'
import { lazyBlockchainApi } from '../lazyBlockchainApi.js'
import { lazyProjectConfig, lazyWalletDirectory } from '../lazyDirectoryServices.js'
import { providerServices, type ProviderApiSettings } from '../ProviderApiSettings.js'

/**
 * The default BlockchainApi, WalletDirectory and ProjectConfig: the provider's HTTP APIs (or
 * local ones given in `apiUrls`), each downloaded on its first call. They need a project;
 * without one and without a local URL the token stays unbound and the feature is off.
 * Their clock and storage are the container's, so an overriding clock or storage reaches them.
 * @example container.load(httpServicesModule({ projectId, apiUrls, sdkVersion }))
 */
export function httpServicesModule(settings: ProviderApiSettings): ContainerModule {
  const { projectId = '', apiUrls, sdkVersion } = settings
  const services = providerServices(settings)
  return new ContainerModule(({ bind }) => {
    if (services.blockchainApi) {
      const baseUrl = apiUrls?.blockchainApi ?? DEFAULT_BLOCKCHAIN_API_URL
      bind<BlockchainApi>(TOKENS.blockchainApi)
        .toResolvedValue(
          (clock: Clock, storage: Storage) => lazyBlockchainApi({ baseUrl, projectId, sdkType: SDK_TYPE, sdkVersion, clock, storage }),
          [TOKENS.clock, TOKENS.storage],
        )
        .inSingletonScope()
    }
    // The directory and the project's config: both first called on the first modal open.
    if (services.directory) {
      const baseUrl = apiUrls?.directory ?? DEFAULT_DIRECTORY_API_URL
      bind<WalletDirectory>(TOKENS.walletDirectory)
        .toResolvedValue((clock: Clock) => lazyWalletDirectory({ baseUrl, projectId, sdkType: SDK_TYPE, sdkVersion, clock }), [TOKENS.clock])
        .inSingletonScope()
      bind<ProjectConfig>(TOKENS.projectConfig)
        .toResolvedValue((clock: Clock) => lazyProjectConfig({ baseUrl, projectId, sdkType: SDK_TYPE, sdkVersion, clock }), [TOKENS.clock])
        .inSingletonScope()
    }
  })
}
