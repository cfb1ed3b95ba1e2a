import { numberToHex } from 'viem'
import type { TransactionRequest } from '../../ports/ChainAdapter.js'
import { evmTransactionOf } from '../../core/transactions/transactionForm.js'

/** The eth_sendTransaction parameter: value and gas as hex quantities, absent fields left out. */
export function toWalletConnectTransaction(transaction: TransactionRequest): Record<string, string> {
  const { from, to, value, data, gas } = evmTransactionOf(transaction)
  return {
    from,
    to,
    ...(value !== undefined ? { value: numberToHex(value) } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(gas !== undefined ? { gas: numberToHex(gas) } : {}),
  }
}
