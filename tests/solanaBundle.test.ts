import { describe, expect, it } from 'vitest'
import { bundleShares } from './support/bundleShares.js'

const SOLANA_CODE = ['@solana/', '@solana-program/', '@wallet-standard/', '@noble/']

describe('Solana code stays where it is needed', () => {
  it('walletport/solana: the first chunk discovers and connects; kit, the program clients and ed25519 load on first use', async () => {
    const { initial, lazy } = await bundleShares('adapters/solana/index.ts')

    expect([...initial].filter((name) => SOLANA_CODE.some((prefix) => name.startsWith(prefix)))).toEqual(['@wallet-standard/app'])
    for (const name of ['@solana/rpc', '@solana/transaction-messages', '@solana-program/token', '@solana-program/system', '@noble/curves']) expect(lazy.has(name)).toBe(true)
  }, 30_000)

  it.each([['walletport', 'composition/index.ts'], ['walletport/react', 'ui-react/index.ts'], ['walletport/evm', 'adapters/evm/index.ts']])('%s: no Solana code at all', async (_name, entry) => {
    const { initial, lazy } = await bundleShares(entry)

    expect([...initial, ...lazy].filter((name) => SOLANA_CODE.slice(0, 3).some((prefix) => name.startsWith(prefix)))).toEqual([])
  }, 30_000)
})
