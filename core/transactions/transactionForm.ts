import { BaseError } from '../errors/BaseError.js'
import type { EvmTransactionRequest, SolanaTransferRequest, TransactionRequest } from '../../ports/ChainAdapter.js'

/** A transaction in the form of another namespace (e.g. a solana transfer sent to an eip155 wallet). */
export class TransactionFormError extends BaseError {
  override name = 'TransactionFormError'

  constructor(parameters: { readonly expected: 'eip155' | 'solana' }) {
    super(`This transaction is not an ${parameters.expected} transaction`, { category: 'VALIDATION_ERROR', details: { expected: parameters.expected } })
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
