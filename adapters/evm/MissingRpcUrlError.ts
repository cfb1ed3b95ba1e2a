import { BaseError } from '../../core/errors/BaseError.js'

/** A network has no RPC URL of its own and no projectId reaches the chain node. */
export class MissingRpcUrlError extends BaseError {
  override name = 'MissingRpcUrlError'

  constructor(parameters: { readonly caipNetworkId: string }) {
    super('The network has no RPC URL and no projectId was given for the chain node', {
      category: 'CONFIGURATION_ERROR',
      details: { caipNetworkId: parameters.caipNetworkId },
    })
  }
}
