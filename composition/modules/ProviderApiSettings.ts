import type { ResolvedOptions } from '../../core/options/WalletportOptions.js'

/** What the provider's HTTP services need from the options: the project, local API URLs, the SDK's version. */
export interface ProviderApiSettings extends Pick<ResolvedOptions, 'projectId' | 'apiUrls'> {
  readonly sdkVersion: string
}
