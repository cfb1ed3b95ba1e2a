import type { CaipNetworkId } from '../../model/Network.js'

/** The inputs of `isNetworkSupported`. */
export interface IsNetworkSupportedParameters {
  readonly caipNetworkId: CaipNetworkId
  /** The integrator's requested networks; `undefined` when none were requested. */
  readonly requestedCaipNetworkIds: readonly CaipNetworkId[] | undefined
}

/**
 * Spec §5: a network is supported if there is no requested list or the list contains its id.
 * An empty list counts as "no list": an integrator cannot mean "support nothing".
 */
export function isNetworkSupported({ caipNetworkId, requestedCaipNetworkIds }: IsNetworkSupportedParameters): boolean {
  if (requestedCaipNetworkIds === undefined || requestedCaipNetworkIds.length === 0) return true
  return requestedCaipNetworkIds.includes(caipNetworkId)
}
