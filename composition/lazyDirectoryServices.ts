import { lazyCode } from '../core/lazy/lazyCode.js'
import type { OfetchProjectConfigOptions } from '../adapters/http/config/OfetchProjectConfig.js'
import type { OfetchWalletDirectoryOptions } from '../adapters/http/directory/OfetchWalletDirectory.js'
import type { ProjectConfig } from '../ports/ProjectConfig.js'
import type { WalletDirectory } from '../ports/WalletDirectory.js'

/**
 * The default WalletDirectory, loaded on its first call (the first modal open): a page whose
 * visitor never opens the modal never downloads the adapter or ofetch.
 * @example lazyWalletDirectory({ projectId, clock })
 */
export function lazyWalletDirectory(options: OfetchWalletDirectoryOptions): WalletDirectory {
  const adapter = lazyCode(() =>
    import('../adapters/http/directory/OfetchWalletDirectory.js').then(({ OfetchWalletDirectory }) => new OfetchWalletDirectory(options)),
  )
  return {
    getWallets: (query) => adapter.run((loaded) => loaded.getWallets(query)),
    getWalletImageUrl: (imageId, imageOptions) => adapter.run((loaded) => loaded.getWalletImageUrl(imageId, imageOptions)),
  }
}

/**
 * The default ProjectConfig, loaded on its first call (the first modal open).
 * @example lazyProjectConfig({ projectId, clock })
 */
export function lazyProjectConfig(options: OfetchProjectConfigOptions): ProjectConfig {
  const adapter = lazyCode(() => import('../adapters/http/config/OfetchProjectConfig.js').then(({ OfetchProjectConfig }) => new OfetchProjectConfig(options)))
  return {
    getFeatures: (featureOptions) => adapter.run((loaded) => loaded.getFeatures(featureOptions)),
    getAllowedOrigins: (originOptions) => adapter.run((loaded) => loaded.getAllowedOrigins(originOptions)),
  }
}
