import type { AlertCode } from './alerts.js'
import { BaseError } from './BaseError.js'
import { MESSAGES } from './messages.js'

/** The network asked for is not among the configured ones; shown as alert APKT001. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  readonly alertCode: AlertCode = 'APKT001'

  constructor(parameters: { readonly caipNetworkId?: string; readonly cause?: unknown } = {}) {
    super(MESSAGES.NETWORK_NOT_FOUND, {
      cause: parameters.cause,
      category: 'CONFIGURATION_ERROR',
      details: { caipNetworkId: parameters.caipNetworkId },
    })
  }
}

/** An operation needed a network but none is active. */
export class CaipNetworkUndefinedError extends BaseError {
  override name = 'CaipNetworkUndefinedError'

  constructor(parameters: { readonly cause?: unknown } = {}) {
    super(MESSAGES.CAIP_NETWORK_UNDEFINED, { ...parameters, category: 'INTERNAL_SDK_ERROR' })
  }
}

/** The chain asked for is known but not supported for this operation. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'

  constructor(parameters: { readonly caipNetworkId?: string; readonly cause?: unknown } = {}) {
    super(MESSAGES.CHAIN_NOT_SUPPORTED, {
      cause: parameters.cause,
      category: 'VALIDATION_ERROR',
      details: { caipNetworkId: parameters.caipNetworkId },
    })
  }
}

/** An embedded-wallet operation found neither an address nor the auth connector. */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'

  constructor(parameters: { readonly cause?: unknown } = {}) {
    super(MESSAGES.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND, { ...parameters, category: 'INTERNAL_SDK_ERROR' })
  }
}
