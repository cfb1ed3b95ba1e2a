import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionTransfer } from './Transaction.js'
import { filterTransactions } from './filterTransactions.js'

function transfer(spam: boolean | undefined): TransactionTransfer {
  return {
    direction: 'in',
    quantity: { numeric: '1' },
    ...(spam === undefined ? {} : { nft_info: { name: 'NFT', flags: { is_spam: spam } } }),
  }
}

function transaction(id: string, chain: string, transfers: readonly TransactionTransfer[] | null): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      hash: `0x${id}`,
      chain,
      minedAt: '2024-01-01T00:00:00Z',
      sentFrom: '0xfrom',
      sentTo: '0xto',
      status: 'confirmed',
      nonce: 0,
    },
    transfers,
  }
}

const ids = (list: readonly Transaction[]) => list.map((item) => item.id)

describe('filterTransactions', () => {
  it.each([
    ['every transfer spam → dropped', [transfer(true), transfer(true)], false],
    ['single spam transfer → dropped', [transfer(true)], false],
    ['one of two spam → kept', [transfer(true), transfer(false)], true],
    ['spam NFT plus fungible transfer (no nft_info) → kept', [transfer(true), transfer(undefined)], true],
    ['no spam → kept', [transfer(false)], true],
    ['fungible-only → kept', [transfer(undefined)], true],
    ['transfers empty → kept', [], true],
    ['transfers null → kept', null, true],
  ])('spam: %s', (_name, transfers, kept) => {
    const result = filterTransactions([transaction('a', 'eip155:1', transfers)], 'eip155:1')
    expect(result).toHaveLength(kept ? 1 : 0)
  })

  it.each([
    ['same chain', 'eip155:1', true],
    ['other EVM chain', 'eip155:137', false],
    ['chain id prefix of another', 'eip155:10', false],
    ['other namespace', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false],
    ['wrong case', 'EIP155:1', false],
    ['padded', ' eip155:1', false],
  ])('chain: %s', (_name, chain, kept) => {
    expect(filterTransactions([transaction('a', chain, [])], 'eip155:1')).toHaveLength(kept ? 1 : 0)
  })

  it('behavior: keeps order and applies both rules together', () => {
    const list = [
      transaction('1', 'eip155:1', [transfer(false)]),
      transaction('2', 'eip155:1', [transfer(true)]),
      transaction('3', 'eip155:137', [transfer(false)]),
      transaction('4', 'eip155:1', null),
      transaction('5', 'eip155:1', [transfer(true), transfer(false)]),
    ]
    expect(ids(filterTransactions(list, 'eip155:1'))).toEqual(['1', '4', '5'])
  })

  it('edge: empty list → empty list', () => {
    expect(filterTransactions([], 'eip155:1')).toEqual([])
  })

  it('behavior: does not mutate the input', () => {
    const list = [transaction('1', 'eip155:1', [transfer(true)])]
    filterTransactions(list, 'eip155:1')
    expect(ids(list)).toEqual(['1'])
  })
})
