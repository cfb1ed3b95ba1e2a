import { BaseError, type ErrorCategory } from '../errors/BaseError.js'
import { MESSAGES } from '../errors/messages.js'

const SIWX_REASONS = {
  notEnabled: { message: MESSAGES.SIWX_NOT_ENABLED, category: 'CONFIGURATION_ERROR' },
  noActiveCaipAddress: { message: MESSAGES.NO_ACTIVE_CAIP_ADDRESS, category: 'INTERNAL_SDK_ERROR' },
  noActiveCaipNetworkOrClient: { message: MESSAGES.NO_ACTIVE_CAIP_NETWORK_OR_CLIENT, category: 'INTERNAL_SDK_ERROR' },
  noConnectionClient: { message: MESSAGES.NO_CONNECTION_CONTROLLER_CLIENT, category: 'INTERNAL_SDK_ERROR' },
} as const satisfies Readonly<Record<string, { readonly message: string; readonly category: ErrorCategory }>>

/** Why a sign-in could not start. */
export type SiwxErrorReason = keyof typeof SIWX_REASONS

/**
 * A sign-in precondition failed (sign-in needs SIWX enabled, an active address,
 * network and connection client): `new SiwxError('noActiveCaipAddress')`.
 */
export class SiwxError extends BaseError {
  override name = 'SiwxError'
  readonly reason: SiwxErrorReason

  constructor(reason: SiwxErrorReason, parameters: { readonly cause?: unknown } = {}) {
    const { message, category } = SIWX_REASONS[reason]
    super(message, { ...parameters, category, details: { reason } })
    this.reason = reason
  }
}
