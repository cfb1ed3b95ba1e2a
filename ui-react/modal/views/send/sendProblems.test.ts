import { describe, expect, it } from 'vitest'
import { InsufficientBalanceError, SendFormError, UserRejectedRequestError } from '../../../../core/index.js'
import { en } from '../../../i18n/en.js'
import { de } from '../../../i18n/de.js'
import { sendFieldProblems } from './sendProblems.js'

describe('sendFieldProblems', () => {
  it('default: every problem under its field, the first of a field kept', () => {
    const problems = sendFieldProblems(new SendFormError({ problems: ['AMOUNT_NOT_NUMERIC', 'RECEIVER_MISSING', 'TOKEN_MISSING', 'RECEIVER_INVALID'] }))

    expect(problems).toEqual({ amount: 'send.problem.AMOUNT_NOT_NUMERIC', receiver: 'send.problem.RECEIVER_MISSING', token: 'send.problem.TOKEN_MISSING' })
  })

  it('behavior: insufficient balance is the amount’s problem; other errors are not the form’s', () => {
    expect(sendFieldProblems(new InsufficientBalanceError({ symbol: 'ETH' }))).toEqual({ amount: 'send.problem.INSUFFICIENT_BALANCE' })
    expect(sendFieldProblems(new UserRejectedRequestError())).toBeUndefined()
  })

  it('behavior: every problem has a text in en and de', () => {
    const all = ['AMOUNT_MISSING', 'AMOUNT_NOT_NUMERIC', 'AMOUNT_NOT_POSITIVE', 'AMOUNT_TOO_PRECISE', 'RECEIVER_MISSING', 'RECEIVER_INVALID', 'RECEIVER_NAME_UNRESOLVED', 'TOKEN_MISSING', 'TOKEN_NETWORK_NOT_ACTIVE', 'NAMESPACE_UNSUPPORTED'] as const
    for (const problem of all) {
      const field = sendFieldProblems(new SendFormError({ problems: [problem] }))
      const id = Object.values(field ?? {})[0]
      expect(id && en[id]).toBeTruthy()
      expect(id && de[id]).toBeTruthy()
    }
    expect(en['send.problem.AMOUNT_TOO_PRECISE']).toBe('The amount has more decimals than this token allows.')
    expect(en['send.problem.RECEIVER_NAME_UNRESOLVED']).toBe('No address was found for this name.')
  })
})
