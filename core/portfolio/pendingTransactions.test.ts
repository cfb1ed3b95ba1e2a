import { describe, expect, it } from 'vitest'
import { INITIAL_ACTIVITY } from './AccountDataState.js'
import { addPendingTransaction, PENDING_TRANSACTIONS_LIMIT, settlePendingTransaction, withPendingTransactions } from './pendingTransactions.js'
import type { Transaction } from './Transaction.js'

const entry = (hash: string, status: Transaction['metadata']['status'] = 'pending'): Transaction => ({
  id: hash,
  metadata: { operationType: 'send', hash, chain: 'eip155:1', minedAt: '2026-03-01T00:00:00.000Z', sentFrom: '0xa', sentTo: '0xb', status, nonce: 0 },
  transfers: [],
})

describe('pendingTransactions', () => {
  it('default: the spec limit is 99', () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
  })

  it('behavior: the newest goes first; past 99 pending the oldest pending drops, final entries stay', () => {
    const pending = Array.from({ length: PENDING_TRANSACTIONS_LIMIT }, (_, index) => entry(`p${PENDING_TRANSACTIONS_LIMIT - index}`))
    const activity = { ...INITIAL_ACTIVITY, transactions: [...pending.slice(0, 50), entry('c1', 'confirmed'), ...pending.slice(50)] }

    const next = addPendingTransaction(activity, entry('new'))

    const hashes = next.transactions.map((each) => each.metadata.hash)
    expect(hashes[0]).toBe('new')
    expect(next.transactions.filter((each) => each.metadata.status === 'pending')).toHaveLength(PENDING_TRANSACTIONS_LIMIT)
    expect(hashes).not.toContain('p1')
    expect(hashes).toContain('p2')
    expect(hashes).toContain('c1')
    expect(next.transactionsByYear[2026]?.[2]).toHaveLength(PENDING_TRANSACTIONS_LIMIT + 1)
  })

  it('behavior: settle marks, removes, or leaves the same reference for an unknown hash', () => {
    const activity = addPendingTransaction(INITIAL_ACTIVITY, entry('a'))

    expect(settlePendingTransaction(activity, 'a', 'failed').transactions[0]?.metadata.status).toBe('failed')
    expect(settlePendingTransaction(activity, 'a', undefined).transactions).toEqual([])
    expect(settlePendingTransaction(activity, 'other', 'confirmed')).toBe(activity)
  })

  it('behavior: a loaded page keeps pending entries it does not list, first', () => {
    const loaded = [entry('a', 'confirmed'), entry('b', 'confirmed')]

    expect(withPendingTransactions(loaded, [entry('a'), entry('x'), entry('y', 'failed')]).map((each) => each.metadata.hash)).toEqual(['x', 'a', 'b'])
  })
})
