import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { ChainAdapterNotFoundError } from '../errors/internalErrors.js'
import type { ChainNamespace } from '../network/Network.js'
import type { CoreContext } from '../CoreContext.js'
import { withEmbeddedWallet } from '../embedded/withEmbeddedWallet.js'

/**
 * The adapter bound for a namespace; a wiring fault ('Chain adapter not found') otherwise. With
 * an embedded wallet, the eip155 adapter also answers for the AUTH connector (loaded on first use).
 */
export function adapterFor(context: Pick<CoreContext, 'adapters' | 'embedded'>, namespace: ChainNamespace): ChainAdapter {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ namespace })
  const { embedded } = context
  return namespace === 'eip155' && embedded ? withEmbeddedWallet(adapter, async () => (await embedded()).adapter) : adapter
}
