import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { ChainAdapterNotFoundError } from '../errors/internalErrors.js'
import type { ChainNamespace } from '../network/Network.js'
import type { CoreContext } from '../CoreContext.js'
import { EMBEDDED_WALLET_NAMESPACES } from '../embedded/isEmbeddedWalletAvailable.js'
import { withEmbeddedWallet } from '../embedded/withEmbeddedWallet.js'

/**
 * The adapter bound for a namespace; a wiring fault ('Chain adapter not found') otherwise. With
 * an embedded wallet, the adapters of the namespaces it serves (eip155, solana) also answer for
 * the AUTH connector (loaded on first use).
 */
export function adapterFor(context: Pick<CoreContext, 'adapters' | 'embedded'>, namespace: ChainNamespace): ChainAdapter {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ namespace })
  const { embedded } = context
  if (!embedded || !EMBEDDED_WALLET_NAMESPACES.includes(namespace)) return adapter
  return withEmbeddedWallet(adapter, async () => {
    const served = (await embedded()).adapters.get(namespace)
    if (!served) throw new ChainAdapterNotFoundError({ namespace })
    return served
  })
}
