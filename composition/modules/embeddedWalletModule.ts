import { ContainerModule } from 'inversify'
import { DEFAULT_SECURE_SITE_ORIGIN } from '../../core/embedded/frameDefaults.js'
import { isEmbeddedWalletAvailable } from '../../core/embedded/isEmbeddedWalletAvailable.js'
import type { ResolvedOptions } from '../../core/options/WalletportOptions.js'
import type { Clock } from '../../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../../ports/EmbeddedWalletFrame.js'
import { TOKENS } from '../../ports/tokens.js'
import { lazyEmbeddedWalletFrame } from '../lazyEmbeddedWalletFrame.js'

/** The provider's frame page, used when `embeddedWallet.url` is not set. */
export const DEFAULT_EMBEDDED_WALLET_URL = `${DEFAULT_SECURE_SITE_ORIGIN}/sdk`

/**
 * The default EmbeddedWalletFrame: an iframe on `embeddedWallet.url`, downloaded and created on
 * first need. Bound only where an embedded wallet exists (a projectId, and email or a social on);
 * otherwise the token stays unbound and email login is off.
 * @example container.load(embeddedWalletModule(resolvedOptions))
 */
export function embeddedWalletModule(options: ResolvedOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const available = isEmbeddedWalletAvailable({ namespace: 'eip155', projectId: options.projectId, email: options.features.email, socials: options.features.socials })
    if (!available) return
    const url = options.embeddedWallet?.url ?? DEFAULT_EMBEDDED_WALLET_URL
    bind<EmbeddedWalletFrame>(TOKENS.embeddedWalletFrame)
      .toResolvedValue((clock: Clock) => lazyEmbeddedWalletFrame({ url, clock }), [TOKENS.clock])
      .inSingletonScope()
  })
}
