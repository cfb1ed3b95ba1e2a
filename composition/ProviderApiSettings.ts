import type { ResolvedOptions } from '../core/options/WalletportOptions.js'

/** What the provider's HTTP services need from the options: the project, local API URLs, the SDK's version. */
export interface ProviderApiSettings extends Pick<ResolvedOptions, 'projectId' | 'apiUrls'> {
  readonly sdkVersion: string
}

/**
 * Which of the provider's HTTP services exist for these settings: each needs a project or a
 * local URL of its own (the directory and the project's config live on the same API). Without
 * one the service's token stays unbound and its feature is off.
 */
export function providerServices(settings: Pick<ProviderApiSettings, 'projectId' | 'apiUrls'>): { readonly blockchainApi: boolean; readonly directory: boolean } {
  return { blockchainApi: Boolean(settings.projectId || settings.apiUrls?.blockchainApi), directory: Boolean(settings.projectId || settings.apiUrls?.directory) }
}
