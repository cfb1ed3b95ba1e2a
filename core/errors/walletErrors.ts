import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * Typed errors for what wallets and providers answer (EIP-1193, EIP-1474 and
 * WalletConnect codes: 4001 user rejected, 4200 unsupported method, 4902 unrecognized
 * chain, …). Adapters map vendor errors to these; `toWalletError` in `providerErrors.ts`
 * does the mapping.
 */
export class ProviderRpcError extends BaseError {
  override name: string = 'ProviderRpcError'
  readonly code: number

  constructor(code: number, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, { category: 'WALLET_ERROR', ...parameters, details: { code, ...parameters.details } })
    this.code = code
  }
}

const codedError = (code: number, name: string, text: string, category: BaseErrorParameters['category'] = 'WALLET_ERROR') =>
  class extends ProviderRpcError {
    static readonly code = code
    override name = name
    constructor(parameters: BaseErrorParameters = {}) {
      super(code, text, { category, ...parameters })
    }
  }

export const ParseRpcError = codedError(-32700, 'ParseRpcError', 'Invalid JSON was received by the server.')
export const InvalidRequestRpcError = codedError(-32600, 'InvalidRequestRpcError', 'The JSON sent is not a valid request object.')
export const MethodNotFoundRpcError = codedError(-32601, 'MethodNotFoundRpcError', 'The method does not exist or is not available.')
export const InvalidParamsRpcError = codedError(-32602, 'InvalidParamsRpcError', 'Invalid parameters were provided to the RPC method.')
export const InternalRpcError = codedError(-32603, 'InternalRpcError', 'An internal error was received.')
export const UserRejectedRequestError = codedError(4001, 'UserRejectedRequestError', 'User rejected the request.', 'USER_REJECTED')
export const UnauthorizedProviderError = codedError(4100, 'UnauthorizedProviderError', 'The requested method and/or account has not been authorized by the user.')
export const UnsupportedProviderMethodError = codedError(4200, 'UnsupportedProviderMethodError', 'The provider does not support the requested method.')
export const ProviderDisconnectedError = codedError(4900, 'ProviderDisconnectedError', 'The provider is disconnected from all chains.')
export const ChainDisconnectedError = codedError(4901, 'ChainDisconnectedError', 'The provider is not connected to the requested chain.')
export const UnrecognizedChainError = codedError(4902, 'UnrecognizedChainError', 'Unrecognized chain ID. Try adding the chain first.')
/** WalletConnect 5000: user rejected. */
export const WalletConnectUserRejectedError = codedError(5000, 'WalletConnectUserRejectedError', 'User rejected the request.', 'USER_REJECTED')
export const WalletConnectSendTransactionError = codedError(5001, 'WalletConnectSendTransactionError', 'The wallet could not send the transaction.')
export const WalletConnectUserRejectedMethodsError = codedError(5002, 'WalletConnectUserRejectedMethodsError', 'User rejected the requested methods.', 'USER_REJECTED')
export const WalletConnectUnsupportedChainError = codedError(5710, 'WalletConnectUnsupportedChainError', 'The wallet does not support the requested chain.')

/** True for any error that means "the person said no". */
export function isUserRejection(error: unknown): boolean {
  return error instanceof ProviderRpcError && error.category === 'USER_REJECTED'
}
