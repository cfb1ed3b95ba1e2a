import { SWAP_NETWORKS } from '../../core/swap/swapDefaults.js'
import type { Balance } from '../../core/account/Balance.js'
import type { Identity } from '../../core/names/Profile.js'
import type { Transaction } from '../../core/portfolio/Transaction.js'
import type { BlockchainApi, HistoryPage, HistoryQuery, SupportedChains } from '../../ports/BlockchainApi.js'
import { addressKey } from './addressKey.js'
import type { BlockchainApiSeed } from './BlockchainApiSeed.js'
import { memoryHttpError } from './memoryHttpError.js'

/** The account area in memory: supported chains, identities, balances and paged history. */
export class InMemoryAccountCalls {
  readonly #supportedChains: SupportedChains
  readonly #identities = new Map<string, Identity>()
  readonly #balances = new Map<string, readonly Balance[]>()
  readonly #transactions = new Map<string, readonly Transaction[]>()
  readonly #historyPageSize: number

  constructor(seed: BlockchainApiSeed) {
    this.#supportedChains = seed.supportedChains ?? {
      http: [...SWAP_NETWORKS, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
    }
    for (const [address, identity] of Object.entries(seed.identities ?? {})) this.setIdentity(address, identity)
    for (const row of seed.balances ?? []) this.setBalances(row.address, row.caipNetworkId, row.balances)
    for (const [address, transactions] of Object.entries(seed.transactions ?? {})) this.addTransactions(address, transactions)
    this.#historyPageSize = seed.historyPageSize ?? 10
  }

  getSupportedChains(): SupportedChains {
    return this.#supportedChains
  }

  getIdentity(query: Parameters<BlockchainApi['getIdentity']>[0]): Identity {
    return this.#identities.get(addressKey(query.address)) ?? { name: null, avatar: null }
  }

  /** Pages of `historyPageSize`; `onramp: 'coinbase'` keeps only transactions whose operationType is 'buy'. */
  getTransactionHistory(query: HistoryQuery): HistoryPage {
    const all = (this.#transactions.get(addressKey(query.account)) ?? []).filter(
      (transaction) =>
        (query.chainId === undefined || transaction.metadata.chain === query.chainId) &&
        (query.onramp === undefined || transaction.metadata.operationType === 'buy'),
    )
    const offset = query.cursor === undefined ? 0 : parseCursor(query.cursor)
    const end = offset + this.#historyPageSize
    return { data: all.slice(offset, end), next: end < all.length ? `c${end}` : null }
  }

  getBalances(query: Parameters<BlockchainApi['getBalances']>[0]): readonly Balance[] {
    return this.#balances.get(balanceKey(query.address, query.caipNetworkId)) ?? []
  }

  setIdentity(address: string, identity: Identity): void {
    this.#identities.set(addressKey(address), identity)
  }

  setBalances(address: string, caipNetworkId: string, balances: readonly Balance[]): void {
    this.#balances.set(balanceKey(address, caipNetworkId), balances)
  }

  addTransactions(address: string, transactions: readonly Transaction[]): void {
    const key = addressKey(address)
    this.#transactions.set(key, [...(this.#transactions.get(key) ?? []), ...transactions])
  }
}

function balanceKey(address: string, caipNetworkId: string): string {
  return `${caipNetworkId}|${addressKey(address)}`
}

function parseCursor(cursor: string): number {
  const match = /^c(\d+)$/.exec(cursor)
  if (!match?.[1]) throw memoryHttpError(400, 'GET', '/v1/account/{address}/history', 'invalid cursor', { cursor })
  return Number(match[1])
}
