import { BaseError, type BaseErrorParameters } from '../../core/errors/BaseError.js'

/** The WalletConnect relay could not be reached (or did not answer in time). */
export class WalletConnectRelayError extends BaseError {
  override name = 'WalletConnectRelayError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The WalletConnect relay could not be reached', { category: 'NETWORK_ERROR', ...parameters })
  }
}
