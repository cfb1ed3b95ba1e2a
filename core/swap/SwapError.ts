import { BaseError } from '../errors/BaseError.js'
import { MESSAGES } from '../errors/messages.js'

/** Why a swap cannot go on: the spec's two network texts, or a convert call that failed. */
export type SwapErrorReason = 'NETWORK_NOT_SUPPORTED' | 'GAS_PRICE_NOT_SUPPORTED' | 'TOKENS_FAILED' | 'QUOTE_FAILED' | 'BUILD_FAILED' | 'INVALID_CALL_TARGET'

const TEXTS: Readonly<Record<SwapErrorReason, string>> = {
  NETWORK_NOT_SUPPORTED: MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED,
  GAS_PRICE_NOT_SUPPORTED: MESSAGES.GAS_PRICE_NETWORK_NOT_SUPPORTED,
  TOKENS_FAILED: MESSAGES.SWAP_TOKENS_FAILED,
  QUOTE_FAILED: MESSAGES.SWAP_QUOTE_FAILED,
  BUILD_FAILED: MESSAGES.SWAP_BUILD_FAILED,
  INVALID_CALL_TARGET: MESSAGES.SWAP_BUILD_FAILED,
}

/**
 * A swap the network or the Blockchain API cannot serve; `shortMessage` is the catalogue text
 * ('Network not supported for Swaps', 'Network not supported for Gas Price', …).
 * @example new SwapError({ reason: 'NETWORK_NOT_SUPPORTED' }).shortMessage // 'Network not supported for Swaps'
 */
export class SwapError extends BaseError {
  override name = 'SwapError'
  readonly reason: SwapErrorReason

  constructor(parameters: { readonly reason: SwapErrorReason; readonly cause?: unknown; readonly details?: Readonly<Record<string, unknown>> }) {
    const category = parameters.reason === 'NETWORK_NOT_SUPPORTED' || parameters.reason === 'GAS_PRICE_NOT_SUPPORTED' ? 'VALIDATION_ERROR' : 'API_ERROR'
    super(TEXTS[parameters.reason], { cause: parameters.cause, category, details: { reason: parameters.reason, ...parameters.details } })
    this.reason = parameters.reason
  }
}
