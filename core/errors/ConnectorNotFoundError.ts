import { BaseError } from './BaseError.js'

/** No connector with this id (the wallet is not installed, or went away). */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'

  constructor(parameters: { readonly connectorId: string }) {
    super('The wallet is not available', { category: 'WALLET_ERROR', details: { connectorId: parameters.connectorId } })
  }
}
