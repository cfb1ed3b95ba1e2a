import type { Balance } from '../account/Balance.js'
import type { ChainNamespace } from '../network/Network.js'
import { isEvmAddress } from '../account/isEvmAddress.js'
import { isSolanaAddress } from '../account/isSolanaAddress.js'

/** What can be wrong with a send form; an empty list means it can be sent. */
export type SendFormProblem =
  | 'NAMESPACE_UNSUPPORTED'
  | 'AMOUNT_MISSING'
  | 'AMOUNT_NOT_NUMERIC'
  | 'AMOUNT_NOT_POSITIVE'
  | 'RECEIVER_MISSING'
  | 'RECEIVER_INVALID'
  | 'TOKEN_MISSING'

/** The send view's inputs, as held in its state. */
export interface SendForm {
  /** As typed (string) or computed (number). */
  readonly amount: string | number | null | undefined
  readonly receiverAddress: string | null | undefined
  readonly token: Balance | null | undefined
  readonly namespace: ChainNamespace
}

// Plain decimal, '.' separator; the sign is allowed so '-1' reports "not positive", not "not numeric".
const DECIMAL_AMOUNT = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

/** The address rule of each send namespace (a receiver, a token contract or mint). */
export const RECEIVER_CHECKS: Readonly<Partial<Record<ChainNamespace, (address: string) => boolean>>> = {
  // A transaction target needs the 0x prefix even though isEvmAddress allows it bare.
  eip155: (address) => address.startsWith('0x') && isEvmAddress(address),
  solana: isSolanaAddress,
}

/**
 * Send requires an amount, a receiver and a token, and supports eip155 and solana
 * only. Lists every problem in a fixed order, never throws. Amount:
 * a finite number or a plain decimal string ('1', '0.5', '.5', '1.'; no exponent,
 * no ',' separator, no whitespace), > 0; blank counts as missing. Receiver: an
 * address valid for the namespace (0x-prefixed EVM, base58 Solana); names are
 * resolved before this check. Balance sufficiency is not checked here.
 * @example validateSendForm({ amount: '0', receiverAddress: '', token, namespace: 'eip155' }) // ['AMOUNT_NOT_POSITIVE', 'RECEIVER_MISSING']
 */
export function validateSendForm(form: SendForm): SendFormProblem[] {
  const problems: SendFormProblem[] = []
  const receiverCheck = RECEIVER_CHECKS[form.namespace]
  if (!receiverCheck) problems.push('NAMESPACE_UNSUPPORTED')
  const amountProblem = checkAmount(form.amount)
  if (amountProblem) problems.push(amountProblem)
  const receiver = form.receiverAddress
  if (typeof receiver !== 'string' || receiver === '') problems.push('RECEIVER_MISSING')
  else if (receiverCheck && !receiverCheck(receiver)) problems.push('RECEIVER_INVALID')
  if (form.token === null || form.token === undefined) problems.push('TOKEN_MISSING')
  return problems
}

function checkAmount(amount: unknown): SendFormProblem | undefined {
  if (amount === null || amount === undefined) return 'AMOUNT_MISSING'
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return 'AMOUNT_NOT_NUMERIC'
    return amount > 0 ? undefined : 'AMOUNT_NOT_POSITIVE'
  }
  if (typeof amount !== 'string') return 'AMOUNT_NOT_NUMERIC'
  if (amount.trim() === '') return 'AMOUNT_MISSING'
  if (!DECIMAL_AMOUNT.test(amount)) return 'AMOUNT_NOT_NUMERIC'
  // Checked on the digits, not via Number(), so '0.0000…1' beyond float precision still counts as positive.
  return !amount.startsWith('-') && /[1-9]/.test(amount) ? undefined : 'AMOUNT_NOT_POSITIVE'
}
