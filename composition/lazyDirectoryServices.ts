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
  let adapter: Promise<WalletDirectory> | undefined
  const load = () =>
    (adapter ??= import('../adapters/http/directory/OfetchWalletDirectory.js').then(({ OfetchWalletDirectory }) => new OfetchWalletDirectory(options)))
  return {
    getWallets: async (query) => (await load()).getWallets(query),
    getWalletImageUrl: async (imageId, imageOptions) => (await load()).getWalletImageUrl(imageId, imageOptions),
  }
}

/**
 * The default ProjectConfig, loaded on its first call (the first modal open).
 * @example lazyProjectConfig({ projectId, clock })
 */
export function lazyProjectConfig(options: OfetchProjectConfigOptions): ProjectConfig {
  let adapter: Promise<ProjectConfig> | undefined
  const load = () =>
    (adapter ??= import('../adapters/http/config/OfetchProjectConfig.js').then(({ OfetchProjectConfig }) => new OfetchProjectConfig(options)))
  return {
    getFeatures: async (featureOptions) => (await load()).getFeatures(featureOptions),
    getAllowedOrigins: async (originOptions) => (await load()).getAllowedOrigins(originOptions),
  }
}
