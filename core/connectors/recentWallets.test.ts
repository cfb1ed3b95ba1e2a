import { describe, expect, it } from 'vitest'
import { addRecentWallet, RECENT_WALLETS_KEPT } from './addRecentWallet.js'
import { recentWalletsSchema } from './recentWallets.js'

describe('addRecentWallet', () => {
  it.each([
    ['empty list', [], { id: 'a' }, [{ id: 'a' }]],
    ['newest first', [{ id: 'a' }], { id: 'b' }, [{ id: 'b' }, { id: 'a' }]],
    ['keeps 2', [{ id: 'b' }, { id: 'a' }], { id: 'c' }, [{ id: 'c' }, { id: 'b' }]],
    ['de-duplicates by id', [{ id: 'a' }, { id: 'b' }], { id: 'b' }, [{ id: 'b' }, { id: 'a' }]],
    ['de-duplicates by rdns', [{ id: 'x', rdns: 'io.metamask' }, { id: 'b' }], { id: 'mm', rdns: 'io.metamask' }, [{ id: 'mm', rdns: 'io.metamask' }, { id: 'b' }]],
  ])('%s', (_name, list, wallet, expected) => {
    expect(addRecentWallet(list, wallet)).toEqual(expected)
  })

  it('schema: refuses a tampered stored list', () => {
    expect(recentWalletsSchema.safeParse([{ id: '' }]).success).toBe(false)
    expect(recentWalletsSchema.safeParse({ id: 'a' }).success).toBe(false)
    expect(recentWalletsSchema.safeParse([{ id: 'a', rdns: 'io.metamask' }]).success).toBe(true)
  })
})

describe('recentWallets: pinned values', () => {
  it('default: the spec values', () => {
    expect({ RECENT_WALLETS_KEPT }).toStrictEqual({
      RECENT_WALLETS_KEPT: 2,
    })
  })
})
