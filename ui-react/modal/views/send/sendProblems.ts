import { InsufficientBalanceError, SendFormError, type SendProblem } from '../../../../core/index.js'
import type { MessageId } from '../../../i18n/en.js'

/** The Send form's fields a problem is shown under. */
export type SendField = 'token' | 'amount' | 'receiver' | 'form'

/** The problems of a failed `prepareSend`, one message per field (the first problem of each), or undefined for another error. */
export type SendFieldProblems = Readonly<Partial<Record<SendField, MessageId>>>

const FIELD_OF: Readonly<Record<SendProblem, SendField>> = {
  NAMESPACE_UNSUPPORTED: 'form',
  TOKEN_NETWORK_NOT_ACTIVE: 'token',
  TOKEN_MISSING: 'token',
  AMOUNT_MISSING: 'amount',
  AMOUNT_NOT_NUMERIC: 'amount',
  AMOUNT_NOT_POSITIVE: 'amount',
  AMOUNT_TOO_PRECISE: 'amount',
  RECEIVER_MISSING: 'receiver',
  RECEIVER_INVALID: 'receiver',
  RECEIVER_NAME_UNRESOLVED: 'receiver',
}

/**
 * Where the Send form shows what is wrong: SendFormError's problems under their fields (the
 * first of each field, in the core's order), InsufficientBalanceError under the amount.
 * Any other error is not the form's: undefined.
 * @example sendFieldProblems(new SendFormError({ problems: ['AMOUNT_MISSING', 'RECEIVER_INVALID'] })) // { amount: 'send.problem.AMOUNT_MISSING', receiver: 'send.problem.RECEIVER_INVALID' }
 */
export function sendFieldProblems(error: unknown): SendFieldProblems | undefined {
  if (error instanceof InsufficientBalanceError) return { amount: 'send.problem.INSUFFICIENT_BALANCE' }
  if (!(error instanceof SendFormError)) return undefined
  const problems: Partial<Record<SendField, MessageId>> = {}
  for (const problem of error.problems) problems[FIELD_OF[problem]] ??= `send.problem.${problem}`
  return problems
}
