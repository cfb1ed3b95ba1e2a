import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { ChainAdapterNotFoundError } from '../errors/internalErrors.js'
import type { ChainNamespace } from '../network/Network.js'
import type { CoreContext } from '../CoreContext.js'

/** The adapter bound for a namespace; a wiring fault ('Chain adapter not found') otherwise. */
export function adapterFor(context: Pick<CoreContext, 'adapters'>, namespace: ChainNamespace): ChainAdapter {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ namespace })
  return adapter
}
