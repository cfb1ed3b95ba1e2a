import { describe, expect, it } from 'vitest'
import type { Balance } from '../account/Balance.js'
import type { Transaction, TransactionTransfer } from './Transaction.js'
import { groupTransactionsByYearMonth, monthGroupsOf } from './groupTransactionsByYearMonth.js'
import { nftsFromTransactions } from './nftsFromTransactions.js'
import { tokenTable } from './tokenRows.js'

const tx = (id: string, minedAt: string, transfers: readonly TransactionTransfer[] | null = null, chain = 'eip155:1'): Transaction => ({
  id,
  metadata: { operationType: 'send', hash: id, chain, minedAt, sentFrom: '0x1', sentTo: '0x2', status: 'confirmed', nonce: 0 },
  transfers,
})
const nft = (name: string, direction: TransactionTransfer['direction'], spam = false): TransactionTransfer => ({
  nft_info: { name, content: { preview: { url: `https://img/${name}` } }, flags: { is_spam: spam } },
  direction,
  quantity: { numeric: '1' },
})
const balance = (symbol: string, decimals: string, numeric: string, value: number | undefined, price: number): Balance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(symbol === 'ETH' ? {} : { address: `eip155:1:0x${symbol}` }),
  ...(value === undefined ? {} : { value }),
  price,
  quantity: { decimals, numeric },
  iconUrl: '',
})

describe('groupTransactionsByYearMonth', () => {
  it('groups by UTC year then month, keeping order; unreadable dates left out', () => {
    const list = [
      tx('a', '2026-11-30T23:59:59Z'),
      tx('b', '2026-11-01T00:00:00+02:00'),
      tx('c', '2025-12-31T23:00:00Z'),
      tx('d', 'not a date'),
    ]

    const grouped = groupTransactionsByYearMonth(list)

    expect(grouped[2026]?.[10]?.map((t) => t.id)).toEqual(['a'])
    expect(grouped[2026]?.[9]?.map((t) => t.id)).toEqual(['b'])
    expect(grouped[2025]?.[11]?.map((t) => t.id)).toEqual(['c'])
    expect(monthGroupsOf(grouped).map((group) => `${group.year}-${group.month}`)).toEqual(['2026-10', '2026-9', '2025-11'])
  })
})

describe('nftsFromTransactions', () => {
  it('held = received and not sent since; spam and other chains hidden; newest first; collection from the name', () => {
    const list = [
      tx('1', '2026-01-01T00:00:00Z', [nft('Punk #1', 'in')]),
      tx('2', '2026-02-01T00:00:00Z', [nft('Punk #2', 'in'), nft('Free drop', 'in', true)]),
      tx('3', '2026-03-01T00:00:00Z', [nft('Punk #1', 'out')]),
      tx('4', '2026-04-01T00:00:00Z', [nft('Ape', 'self')]),
      tx('5', '2026-05-01T00:00:00Z', [nft('Elsewhere #1', 'in')], 'eip155:137'),
    ]

    const nfts = nftsFromTransactions(list, 'eip155:1')

    expect(nfts.map((item) => [item.name, item.collection, item.imageUrl])).toEqual([
      ['Ape', 'Ape', 'https://img/Ape'],
      ['Punk #2', 'Punk', 'https://img/Punk #2'],
    ])
  })
})

describe('tokenTable', () => {
  it('drops zero-decimal tokens, 2 decimals everywhere, largest value first, total of values', () => {
    const table = tokenTable([
      balance('USDC', '6', '1520.5', 1520.5, 1),
      balance('CLAIM', '0', '5000', 0, 0),
      balance('ETH', '18', '1.234567', 3086.4175, 2500),
      balance('ODD', '18', '0.001', undefined, 0),
    ])

    expect(table.rows.map((row) => [row.symbol, row.quantity, row.value, row.price])).toEqual([
      ['ETH', '1.23', '3086.42', '2500.00'],
      ['USDC', '1520.5', '1520.50', '1.00'],
      ['ODD', '<0.01', undefined, undefined],
    ])
    expect(table.total).toBe('4606.92')
  })

  it('empty → no rows, total 0.00', () => {
    expect(tokenTable([])).toEqual({ rows: [], total: '0.00' })
  })
})
