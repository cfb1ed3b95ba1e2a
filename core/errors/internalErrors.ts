import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { MESSAGES } from './messages.js'

/**
 * Wiring faults inside walletport: never a visitor's doing,
 * so all are INTERNAL_SDK_ERROR and worth reporting.
 */
export class InternalError extends BaseError {
  override name = 'InternalError'

  constructor(shortMessage: string, parameters: Omit<BaseErrorParameters, 'category'> = {}) {
    super(shortMessage, { ...parameters, category: 'INTERNAL_SDK_ERROR' })
  }
}

/** No chain adapter is registered for the namespace asked for. */
export class ChainAdapterNotFoundError extends InternalError {
  override name = 'ChainAdapterNotFoundError'

  constructor(parameters: { readonly namespace?: string; readonly cause?: unknown } = {}) {
    super(MESSAGES.CHAIN_ADAPTER_NOT_FOUND, { cause: parameters.cause, details: { namespace: parameters.namespace } })
  }
}

/** The WalletConnect connector was asked for but is not registered. */
export class WalletConnectConnectorNotFoundError extends InternalError {
  override name = 'WalletConnectConnectorNotFoundError'

  constructor(parameters: { readonly cause?: unknown } = {}) {
    super(MESSAGES.WALLET_CONNECT_CONNECTOR_NOT_FOUND, parameters)
  }
}
