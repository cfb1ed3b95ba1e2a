import { BaseError } from '../errors/BaseError.js'
import { isUserRejection } from '../errors/walletErrors.js'
import type { SendFormProblem } from './validateSendForm.js'

/**
 * What can be wrong with a send: the form's problems (validateSendForm), plus an amount with
 * more decimals than the token has, a name the Blockchain API cannot resolve, and a token of a
 * network that is not the connected one of its namespace.
 */
export type SendProblem = SendFormProblem | 'AMOUNT_TOO_PRECISE' | 'RECEIVER_NAME_UNRESOLVED' | 'TOKEN_NETWORK_NOT_ACTIVE'

/** The send form cannot be sent; `problems` lists every reason, in validateSendForm's order first. */
export class SendFormError extends BaseError {
  override name = 'SendFormError'
  readonly problems: readonly SendProblem[]

  constructor(parameters: { readonly problems: readonly SendProblem[]; readonly cause?: unknown }) {
    super(`The send form is not valid: ${parameters.problems.join(', ')}`, {
      cause: parameters.cause,
      category: 'VALIDATION_ERROR',
      details: { problems: parameters.problems },
    })
    this.problems = parameters.problems
  }
}

/** The amount (with the fee, when the chain refuses it) is more than the account holds. */
export class InsufficientBalanceError extends BaseError {
  override name = 'InsufficientBalanceError'

  constructor(parameters: { readonly symbol?: string; readonly cause?: unknown } = {}) {
    super('Insufficient balance', { cause: parameters.cause, category: 'VALIDATION_ERROR', details: { symbol: parameters.symbol } })
  }
}

/** The chain included the transaction but it failed (eip155: the receipt's status is reverted). */
export class TransactionRevertedError extends BaseError {
  override name = 'TransactionRevertedError'

  constructor(parameters: { readonly hash: string }) {
    super('The transaction failed', { category: 'WALLET_ERROR', details: { hash: parameters.hash } })
  }
}

// Nodes say "insufficient funds for gas * price + value"; the solana adapter 'Insufficient SOL'.
const INSUFFICIENT = /insufficient (funds|balance|sol\b|lamports)/i

/**
 * A send's error as the visitor should see it: an "insufficient funds" anywhere in the cause
 * chain becomes InsufficientBalanceError (the original as `cause`); a rejection, or anything
 * else, is kept.
 * @example toSendError(new InternalRpcError({ cause: { message: 'insufficient funds for gas * price + value' } })) // InsufficientBalanceError
 */
export function toSendError(error: BaseError, symbol?: string): BaseError {
  if (isUserRejection(error)) return error
  const insufficient = error.walk((layer) => {
    const texts = [(layer as { message?: unknown }).message, (layer as { shortMessage?: unknown }).shortMessage]
    return texts.some((text) => typeof text === 'string' && INSUFFICIENT.test(text))
  })
  return insufficient ? new InsufficientBalanceError({ cause: error, ...(symbol === undefined ? {} : { symbol }) }) : error
}
