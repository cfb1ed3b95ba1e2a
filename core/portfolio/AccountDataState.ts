import type { AlertCode } from '../errors/alerts.js'
import type { Balance } from '../account/Balance.js'
import type { Transaction } from './Transaction.js'
import type { TransactionsByYear } from './groupTransactionsByYearMonth.js'

/**
 * The Tokens tab's data for one account on one chain (`key` = its CAIP-10 address).
 * `unavailable` says 'Token Balance Unavailable': unsupported network or failed fetch.
 */
export interface TokensState {
  readonly key: string | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'unavailable'
  /** The account's token balances, as the API answered them. */
  readonly balances: readonly Balance[]
  /** 'Token Balance Unavailable' when unavailable. */
  readonly error: string | undefined
  /** An alert the failure stands for (APKT007 invalid project, APKT002 origin not allowed). */
  readonly alert: AlertCode | undefined
}

/**
 * The Activity tab (transactions, transactionsByYear, the next-page cursor, loading, empty)
 * for one account on one chain.
 */
export interface ActivityState {
  readonly key: string | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'failed' | 'unsupported'
  /** Loaded so far, spam and other chains removed, newest first. */
  readonly transactions: readonly Transaction[]
  readonly transactionsByYear: TransactionsByYear
  /** Cursor of the next page, null when the last page is loaded. */
  readonly next: string | null
  readonly loading: boolean
  readonly loadingMore: boolean
  readonly empty: boolean
  /** 'Failed to fetch transactions' (a toast), or 'Transactions can't be fetched without an accountAddress'. */
  readonly error: string | undefined
  readonly alert: AlertCode | undefined
  /** Clock time of the first page (the list is reused for 30 s when the view reopens). */
  readonly loadedAt: number | undefined
}

export interface AccountDataState {
  readonly tokens: TokensState
  readonly activity: ActivityState
}

export const INITIAL_TOKENS: TokensState = { key: undefined, status: 'idle', balances: [], error: undefined, alert: undefined }

export const INITIAL_ACTIVITY: ActivityState = {
  key: undefined,
  status: 'idle',
  transactions: [],
  transactionsByYear: {},
  next: null,
  loading: false,
  loadingMore: false,
  empty: false,
  error: undefined,
  alert: undefined,
  loadedAt: undefined,
}

export const INITIAL_ACCOUNT_DATA: AccountDataState = { tokens: INITIAL_TOKENS, activity: INITIAL_ACTIVITY }
