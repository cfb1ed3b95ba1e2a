import type { CaipNetworkId } from './Network.js'
import { isNetworkSupported } from './isNetworkSupported.js'

/** The inputs of `shouldShowUnsupportedChain`. */
export interface ShouldShowUnsupportedChainParameters {
  /** `undefined` before any network is active. */
  readonly activeCaipNetworkId: CaipNetworkId | undefined
  readonly requestedCaipNetworkIds: readonly CaipNetworkId[] | undefined
  readonly enableNetworkSwitch: boolean
  readonly allowUnsupportedChain: boolean
  readonly isBasicWalletConnect: boolean
}

/**
 * The UnsupportedChain view shows when the active network is not requested,
 * network switching is enabled, unsupported chains are not allowed, and basic mode is off.
 * Without an active network there is nothing unsupported to show.
 */
export function shouldShowUnsupportedChain(parameters: ShouldShowUnsupportedChainParameters): boolean {
  const { activeCaipNetworkId, requestedCaipNetworkIds } = parameters
  if (activeCaipNetworkId === undefined) return false
  return (
    !isNetworkSupported(activeCaipNetworkId, requestedCaipNetworkIds) &&
    parameters.enableNetworkSwitch &&
    !parameters.allowUnsupportedChain &&
    !parameters.isBasicWalletConnect
  )
}
