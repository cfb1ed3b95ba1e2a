import { BaseError } from '../../core/errors/BaseError.js'
import { toWalletError } from '../../core/errors/providerErrors.js'
import { ProviderDisconnectedError, UserRejectedRequestError } from '../../core/errors/walletErrors.js'
import { programLogMessage } from './programLogMessage.js'
import { SolanaTransactionError } from './solanaErrors.js'

// Wallet Standard fixes no error codes: wallets throw Errors named or worded for a refusal
// ('WalletSignTransactionError: User rejected the request.', name 'UserRejectedRequestError'…).
const REJECTION_NAME = /reject|declin|cancel/i
const REJECTION_TEXT = /user (rejected|declined|denied|cancell?ed)|rejected the request|request (was )?rejected/i
const PREFLIGHT_FAILURE = -32002
// …and say they lost the site the same way ('WalletNotConnectedError', 'Wallet not connected').
const DISCONNECTED_NAME = /^Wallet(NotConnected|Disconnected)Error$/
const DISCONNECTED_TEXT = /wallet (is )?(not connected|disconnected)/i

/**
 * What a Wallet Standard wallet threw, as a walletport error with the original as `cause`:
 * a refusal (code 4001, or a name or message that says the person said no) is
 * UserRejectedRequestError; a wallet saying, without a code, that it is not connected
 * ('WalletNotConnectedError', 'Wallet disconnected') is ProviderDisconnectedError (4900); a
 * send the node refused in preflight (-32002 with `data.logs`, passed on by the wallet) is
 * SolanaTransactionError with the program's message; the rest goes through `toWalletError`.
 * @example toSolanaWalletError(new Error('User rejected the request.')) // UserRejectedRequestError
 */
export function toSolanaWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (isRecord(error)) {
    const name = typeof error.name === 'string' ? error.name : ''
    const message = typeof error.message === 'string' ? error.message : ''
    if (REJECTION_NAME.test(name) || REJECTION_TEXT.test(message)) return new UserRejectedRequestError({ cause: error })
    // A numbered error keeps its code (4100, 4900…); a wallet without codes says it in words.
    if (typeof error.code !== 'number' && (DISCONNECTED_NAME.test(name) || DISCONNECTED_TEXT.test(message))) return new ProviderDisconnectedError({ cause: error })
    const logs = isRecord(error.data) && Array.isArray(error.data.logs) ? error.data.logs.filter((line): line is string => typeof line === 'string') : undefined
    if (error.code === PREFLIGHT_FAILURE && logs) {
      const programMessage = programLogMessage(logs)
      return new SolanaTransactionError({ logs, ...(programMessage === undefined ? {} : { programMessage }), cause: error })
    }
  }
  return toWalletError(error)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
