import { BaseError } from '../errors/BaseError.js'
import type { EvmTransactionRequest, SolanaTransferRequest, TransactionRequest } from '../../ports/ChainAdapter.js'

const FORMS = { eip155: 'an eip155 transaction', solana: 'a solana transfer' } as const

/**
 * A transaction in the form of another namespace (e.g. a solana transfer sent to an eip155
 * wallet), or a solana transfer that mixes or lacks its fields.
 */
export class TransactionFormError extends BaseError {
  override name = 'TransactionFormError'

  constructor(parameters: { readonly expected: 'eip155' | 'solana'; readonly problem?: string }) {
    super(parameters.problem ? `This is not ${FORMS[parameters.expected]}: ${parameters.problem}` : `This transaction is not ${FORMS[parameters.expected]}`, {
      category: 'VALIDATION_ERROR',
      details: { expected: parameters.expected },
    })
  }
}

/** True for the solana transfer form (`lamports`, or `amount` + `mint`). */
export function isSolanaTransfer(request: TransactionRequest): request is SolanaTransferRequest {
  return 'lamports' in request || 'mint' in request
}

/**
 * The eip155 form of a request; a solana transfer throws `TransactionFormError`.
 * @example evmTransactionOf({ from, to, value: 1n }).value // 1n
 */
export function evmTransactionOf(request: TransactionRequest): EvmTransactionRequest {
  if (isSolanaTransfer(request)) throw new TransactionFormError({ expected: 'eip155' })
  return request
}

/**
 * The solana transfer form of a request, checked whole: SOL (`lamports`, nothing else) or an SPL
 * token (`amount` and a `mint`, no `lamports`), amounts as bigints of 0 or more. Anything else
 * throws `TransactionFormError`, so a caller without types never sends SOL when a token was meant.
 * @example solanaTransferOf({ from, to, lamports: 1n }) // the same request
 */
export function solanaTransferOf(request: TransactionRequest): SolanaTransferRequest {
  if (!isSolanaTransfer(request)) throw new TransactionFormError({ expected: 'solana' })
  const fields = request as unknown as Readonly<Record<string, unknown>>
  const isUnits = (value: unknown) => typeof value === 'bigint' && value >= 0n
  if ('lamports' in fields) {
    if ('mint' in fields || 'amount' in fields) throw new TransactionFormError({ expected: 'solana', problem: 'give lamports, or amount and mint, not both' })
    if (!isUnits(fields.lamports)) throw new TransactionFormError({ expected: 'solana', problem: 'lamports must be a bigint of 0 or more' })
    return request
  }
  if (!isUnits(fields.amount)) throw new TransactionFormError({ expected: 'solana', problem: 'amount must be a bigint of 0 or more' })
  if (typeof fields.mint !== 'string' || fields.mint === '') throw new TransactionFormError({ expected: 'solana', problem: 'mint must be an address' })
  return request
}
