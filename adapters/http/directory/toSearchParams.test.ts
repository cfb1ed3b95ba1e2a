import { describe, expect, it } from 'vitest'
import { toSearchParams } from './OfetchWalletDirectory.js'

describe('toSearchParams', () => {
  it('default: page and entries only', () => {
    expect(toSearchParams({ page: 1, entries: 40 })).toEqual({ page: 1, entries: 40 })
  })

  it('parameters: lists comma-joined, empty lists and blank search dropped, badge kept', () => {
    const params = toSearchParams({ page: 3, entries: 100, search: '  ', include: ['a', 'b'], exclude: [], rdns: ['io.metamask'], names: ['MetaMask'], badge: 'certified' })

    expect(Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))).toEqual({
      page: 3,
      entries: 100,
      include: 'a,b',
      rdns: 'io.metamask',
      names: 'MetaMask',
      badge: 'certified',
    })
  })
})
