import { IframeEmbeddedWalletFrame } from '../adapters/frame/IframeEmbeddedWalletFrame.js'
import { DEFAULT_SECURE_SITE_ORIGIN } from '../core/embedded/frameDefaults.js'
import type { ResolvedOptions } from '../core/options/WalletportOptions.js'
import type { Clock } from '../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../ports/EmbeddedWalletFrame.js'

/** The provider's frame page, used when `embeddedWallet.url` is not set. */
export const DEFAULT_EMBEDDED_WALLET_URL = `${DEFAULT_SECURE_SITE_ORIGIN}/sdk`

/**
 * The default EmbeddedWalletFrame: an iframe on `embeddedWallet.url`. This module is its own
 * chunk, imported when the embedded wallet is first needed (the visitor picks email, or a stored
 * email login is resumed), so a page never downloads it before.
 * @example defaultEmbeddedWalletFrame(resolvedOptions, clock)
 */
export function defaultEmbeddedWalletFrame(options: ResolvedOptions, clock: Clock): EmbeddedWalletFrame {
  return new IframeEmbeddedWalletFrame({ url: options.embeddedWallet?.url ?? DEFAULT_EMBEDDED_WALLET_URL, clock })
}
