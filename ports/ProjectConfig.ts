import type { RemoteFeatures } from '../core/options/WalletportOptions.js'

/**
 * The project's settings held by the provider: remote feature flags and the origins allowed
 * to use the project id. Called only when first needed (walletport: the first modal open).
 */
export interface ProjectConfig {
  /** The flags the project states; a flag it does not mention is absent (the local option stays). */
  getFeatures(options?: { readonly signal?: AbortSignal }): Promise<RemoteFeatures>
  /** Origins (`https://app.example.com`) or patterns with `*` wildcards (`https://*.example.com`). */
  getAllowedOrigins(options?: { readonly signal?: AbortSignal }): Promise<readonly string[]>
}
