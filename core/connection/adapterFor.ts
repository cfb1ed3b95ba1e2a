import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { BaseError } from '../errors/BaseError.js'
import { MESSAGES } from '../errors/messages.js'
import type { ChainNamespace } from '../model/Network.js'
import type { CoreContext } from './CoreContext.js'

/** The adapter bound for a namespace; a wiring fault (spec §8 internal text) otherwise. */
export function adapterFor(context: CoreContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new BaseError(MESSAGES.CHAIN_ADAPTER_NOT_FOUND, { details: { namespace } })
  return adapter
}
