import type { Transaction, TransactionTransfer } from './Transaction.js'

/**
 * Keeps only transactions of the connected chain (`metadata.chain`
 * equals `caipNetworkId`, exact and case-sensitive as CAIP-2 references are)
 * and drops those whose every transfer is flagged spam. A transaction with
 * `transfers` null or empty is kept: there is no spam evidence, and approvals
 * and contract calls carry no transfers. Order is preserved.
 * @example filterTransactions(history, 'eip155:1')
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === caipNetworkId && !isSpam(transaction),
  )
}

function isSpam(transaction: Transaction): boolean {
  const transfers = transaction.transfers ?? []
  return transfers.length > 0 && transfers.every(isSpamTransfer)
}

function isSpamTransfer(transfer: TransactionTransfer): boolean {
  return transfer.nft_info?.flags.is_spam === true
}
