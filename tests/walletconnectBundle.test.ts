import { describe, expect, it } from 'vitest'
import { bundleShares as shares } from './support/bundleShares.js'

describe('WalletConnect stays out of initial bundles', () => {
  it('walletport/walletconnect: sign-client only in a lazy chunk', async () => {
    const { initial, lazy } = await shares('adapters/walletconnect/index.ts')
    expect([...initial].filter((name) => name.startsWith('@walletconnect/'))).toEqual([])
    expect(lazy.has('@walletconnect/sign-client')).toBe(true)
  }, 30_000)

  it.each([['walletport', 'composition/index.ts'], ['walletport/react', 'ui-react/index.ts']])('%s: no @walletconnect at all', async (_name, entry) => {
    const { initial, lazy } = await shares(entry)
    expect([...initial, ...lazy].filter((name) => name.startsWith('@walletconnect/') || name.startsWith('@reown/'))).toEqual([])
  }, 30_000)
})
