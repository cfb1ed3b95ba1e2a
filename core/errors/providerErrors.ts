import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { MESSAGES } from './messages.js'
import {
  ChainDisconnectedError,
  InternalRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WalletConnectSendTransactionError,
  WalletConnectUnsupportedChainError,
  WalletConnectUserRejectedError,
  WalletConnectUserRejectedMethodsError,
} from './walletErrors.js'

type CodedErrorClass = { readonly code: number } & (new (parameters?: BaseErrorParameters) => ProviderRpcError)

const CODED_ERRORS: readonly CodedErrorClass[] = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  UnrecognizedChainError,
  WalletConnectUserRejectedError,
  WalletConnectSendTransactionError,
  WalletConnectUserRejectedMethodsError,
  WalletConnectUnsupportedChainError,
]
const ERROR_BY_CODE = new Map<number, CodedErrorClass>(CODED_ERRORS.map((errorClass) => [errorClass.code, errorClass]))

const REJECTION_CODES: ReadonlySet<number> = new Set([
  UserRejectedRequestError.code,
  WalletConnectUserRejectedError.code,
  WalletConnectUserRejectedMethodsError.code,
])
const REJECTION_TEXT = /user (rejected|cancell?ed)/i

/** Where providers hide the real error: viem/ethers wrap in `cause`/`error`, MetaMask in `data.originalError`. */
const NESTING: readonly ((value: Record<string, unknown>) => unknown)[] = [
  (value) => value.cause,
  (value) => value.error,
  (value) => value.originalError,
  (value) => (isRecord(value.data) ? value.data.originalError : undefined),
]
const MAX_DEPTH = 5

interface Layer {
  readonly code: number | undefined
  readonly message: string | undefined
}

/**
 * Maps anything a wallet or provider throws to a walletport error, keeping the
 * original as `cause`: `toWalletError({ code: 4001 })` → UserRejectedRequestError.
 */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const layers = unwrap(error)
  const parameters = { cause: error }

  const rejectionCode = layers.find((layer) => layer.code !== undefined && REJECTION_CODES.has(layer.code))?.code
  if (rejectionCode !== undefined) return construct(rejectionCode, parameters)
  if (layers.some((layer) => layer.message !== undefined && REJECTION_TEXT.test(layer.message))) {
    return new UserRejectedRequestError(parameters)
  }

  // -32603 is what wallets answer when something inside failed; an inner code says what.
  const codes = layers.flatMap((layer) => (layer.code === undefined ? [] : [layer.code]))
  const code = codes.find((candidate) => candidate !== InternalRpcError.code) ?? codes[0]
  if (code !== undefined) return construct(code, parameters)
  return new BaseError(MESSAGES.WALLET_REQUEST_FAILED, { ...parameters, category: 'WALLET_ERROR' })
}

function construct(code: number, parameters: BaseErrorParameters): ProviderRpcError {
  const errorClass = ERROR_BY_CODE.get(code)
  if (errorClass) return new errorClass(parameters)
  // Any other integer code (the 5700–5760 range, EIP-1474 -32000…, vendor codes) is kept
  // so callers can still branch on it.
  return new ProviderRpcError(code, MESSAGES.WALLET_REQUEST_FAILED, parameters)
}

/** The error and its nested layers, outermost first, each read for a code and a message. */
function unwrap(error: unknown): Layer[] {
  const layers: Layer[] = []
  const seen = new Set<unknown>()
  let current: unknown[] = [error]
  for (let depth = 0; depth < MAX_DEPTH && current.length > 0; depth += 1) {
    const next: unknown[] = []
    for (const value of current) {
      if (seen.has(value)) continue
      seen.add(value)
      if (typeof value === 'string') {
        layers.push({ code: undefined, message: value })
      } else if (isRecord(value)) {
        layers.push({ code: readCode(value.code), message: readMessage(value) })
        for (const read of NESTING) {
          const nested = read(value)
          if (nested !== undefined && nested !== null) next.push(nested)
        }
      }
    }
    current = next
  }
  return layers
}

function readCode(code: unknown): number | undefined {
  // String codes ('ECONNRESET', 'ACTION_REJECTED') are not EIP-1193 codes.
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined
}

function readMessage(value: Record<string, unknown>): string | undefined {
  const texts = [value.message, value.shortMessage, value.details].filter((text): text is string => typeof text === 'string')
  return texts.length > 0 ? texts.join('\n') : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
