import type { Transaction } from './Transaction.js'

/** Transactions by UTC year, then by UTC month (0–11), each list in the given order. */
export type TransactionsByYear = Readonly<Record<number, Readonly<Record<number, readonly Transaction[]>>>>

/** One year's months, newest first, for rendering. */
export interface TransactionMonthGroup {
  readonly year: number
  readonly month: number
  readonly transactions: readonly Transaction[]
}

/**
 * Groups transactions by the year, then the month, of `metadata.minedAt` (UTC, so a
 * transaction never moves between groups with the visitor's time zone). Unreadable dates are
 * left out rather than grouped under a false month.
 * @example groupTransactionsByYearMonth(list)[2026]?.[10] // November 2026
 */
export function groupTransactionsByYearMonth(transactions: readonly Transaction[]): TransactionsByYear {
  const years: Record<number, Record<number, Transaction[]>> = {}
  for (const transaction of transactions) {
    const at = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(at.getTime())) continue
    const months = (years[at.getUTCFullYear()] ??= {})
    ;(months[at.getUTCMonth()] ??= []).push(transaction)
  }
  return years
}

/** The groups as a list, newest year and month first. */
export function monthGroupsOf(byYear: TransactionsByYear): TransactionMonthGroup[] {
  return Object.entries(byYear)
    .flatMap(([year, months]) =>
      Object.entries(months).map(([month, transactions]) => ({ year: Number(year), month: Number(month), transactions })),
    )
    .sort((a, b) => b.year - a.year || b.month - a.month)
}
