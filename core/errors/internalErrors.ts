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

/** The network client was used before it was set. */
export class NetworkClientNotSetError extends InternalError {
  override name = 'NetworkClientNotSetError'

  constructor(parameters: { readonly cause?: unknown } = {}) {
    super(MESSAGES.NETWORK_CLIENT_NOT_SET, parameters)
  }
}

/** The connection client was used before it was set. */
export class ConnectionClientNotSetError extends InternalError {
  override name = 'ConnectionClientNotSetError'

  constructor(parameters: { readonly cause?: unknown } = {}) {
    super(MESSAGES.CONNECTION_CLIENT_NOT_SET, parameters)
  }
}

const CHAIN_REQUIRED_MESSAGES = {
  connectionClient: MESSAGES.CHAIN_REQUIRED_FOR_CONNECTION_CLIENT,
  accountProp: MESSAGES.CHAIN_REQUIRED_FOR_ACCOUNT_PROP,
  accountData: MESSAGES.CHAIN_REQUIRED_FOR_ACCOUNT_DATA,
} as const

/** What a chain namespace was required for. */
export type ChainRequiredFor = keyof typeof CHAIN_REQUIRED_MESSAGES

/** An operation that needs a chain namespace got none: `new ChainRequiredError('accountProp')`. */
export class ChainRequiredError extends InternalError {
  override name = 'ChainRequiredError'
  readonly requiredFor: ChainRequiredFor

  constructor(requiredFor: ChainRequiredFor, parameters: { readonly cause?: unknown } = {}) {
    super(CHAIN_REQUIRED_MESSAGES[requiredFor], { ...parameters, details: { requiredFor } })
    this.requiredFor = requiredFor
  }
}

/** The WalletConnect connector was asked for but is not registered. */
export class WalletConnectConnectorNotFoundError extends InternalError {
  override name = 'WalletConnectConnectorNotFoundError'

  constructor(parameters: { readonly cause?: unknown } = {}) {
    super(MESSAGES.WALLET_CONNECT_CONNECTOR_NOT_FOUND, parameters)
  }
}
