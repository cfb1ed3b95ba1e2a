import { MESSAGES } from '../errors/messages.js'
import { ProviderRpcError, UnsupportedProviderMethodError } from '../errors/walletErrors.js'

/**
 * The embedded wallet refused an RPC method that is neither safe nor approvable.
 * It carries EIP-1193 code 4200 so dapps that branch on codes see
 * "unsupported method"; `uiMessage` is the text the modal shows.
 */
export class RpcNotAllowedError extends ProviderRpcError {
  override name = 'RpcNotAllowedError'
  readonly method: string
  readonly uiMessage: string = MESSAGES.RPC_NOT_ALLOWED_UI

  constructor(parameters: { readonly method: string; readonly cause?: unknown }) {
    super(UnsupportedProviderMethodError.code, MESSAGES.RPC_NOT_ALLOWED, {
      cause: parameters.cause,
      details: { method: parameters.method },
    })
    this.method = parameters.method
  }
}
