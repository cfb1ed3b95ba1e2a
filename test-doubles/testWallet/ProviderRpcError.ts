import { BaseError as ViemBaseError } from 'viem'

/** The EIP-1193 and JSON-RPC error codes the test wallet answers with. */
export const RPC_ERROR = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  invalidRequest: -32600,
  internal: -32603,
} as const

/** A provider error as EIP-1193 defines it: an Error with a numeric `code`, a `message` and optional `data`. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** The user said no: 4001. */
export function userRejected(): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR.userRejected, 'User rejected the request.')
}

/** The wallet is gone: 4900. */
export function disconnected(): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR.disconnected, 'Disconnected: the wallet is no longer available.')
}

/** Parameters a wallet refuses: -32602. */
export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR.invalidParams, `Invalid params: ${message}.`)
}

/** A failure's short text: viem's shortMessage, an Error's message, or the value itself. */
export function errorMessage(error: unknown): string {
  if (error instanceof ViemBaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

/** A viem failure as a provider error, keeping the node's own code (e.g. -32003 insufficient funds) when there is one. */
export function fromViemError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const withCode = error instanceof ViemBaseError ? error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') : undefined
  const { code, data } = (withCode ?? {}) as { code?: number; data?: unknown }
  return new ProviderRpcError(code ?? RPC_ERROR.internal, errorMessage(error), data)
}
