import type { ResolvedOptions } from '../options/WalletportOptions.js'
import { DEFAULT_SECURE_SITE_ORIGIN } from './frameDefaults.js'

/**
 * The origin of the embedded wallet's frame page (`embeddedWallet.url`, else the provider's
 * secure site): the social popup opens on it, and only its messages are read.
 * @example embeddedFrameOrigin({ embeddedWallet: { url: 'http://127.0.0.1:7400/frame' } }) // 'http://127.0.0.1:7400'
 */
export function embeddedFrameOrigin(options: Pick<ResolvedOptions, 'embeddedWallet'>): string {
  return new URL(options.embeddedWallet?.url ?? DEFAULT_SECURE_SITE_ORIGIN).origin
}
