import { numberToHex } from 'viem'
import type { TransactionRequest } from '../../ports/ChainAdapter.js'
import { evmTransactionOf } from '../../core/transactions/transactionForm.js'

/** The `eth_sendTransaction` parameter: addresses and data as given, quantities as hex. */
export interface RpcTransaction {
  readonly from: string
  readonly to: string
  readonly value?: string
  readonly data?: string
  readonly gas?: string
}

/**
 * A port TransactionRequest as EIP-1474 JSON (bigints become hex quantities).
 * @example toRpcTransaction({ from, to, value: 1n }).value // '0x1'
 */
export function toRpcTransaction(request: TransactionRequest): RpcTransaction {
  const transaction = evmTransactionOf(request)
  return {
    from: transaction.from,
    to: transaction.to,
    ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
    ...(transaction.data === undefined ? {} : { data: transaction.data }),
    ...(transaction.gas === undefined ? {} : { gas: numberToHex(transaction.gas) }),
  }
}
