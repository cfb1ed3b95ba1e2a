import { describe, expect, it } from 'vitest'
import { toTokenBalances } from './toTokenBalances.js'

const network = 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' as const
const MINT = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
const OTHER = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

describe('toTokenBalances', () => {
  it('default: one row per mint (accounts of a mint added up), empty ones left out, named by the shortened mint', () => {
    const rows = toTokenBalances(network, [
      { mint: MINT, amount: 1_500_000n, decimals: 6 },
      { mint: OTHER, amount: 0n, decimals: 6 },
      { mint: MINT, amount: 500_000n, decimals: 6 },
    ])

    expect(rows).toEqual([
      { name: 'Gh9Z…tKJr', symbol: 'SPL', chainId: network, address: `${network}:${MINT}`, price: 0, quantity: { decimals: '6', numeric: '2' }, iconUrl: '' },
    ])
  })

  it('parameters: known tokens give their name, symbol and icon; the others keep the mint', () => {
    const rows = toTokenBalances(
      network,
      [
        { mint: MINT, amount: 1_000_000n, decimals: 6 },
        { mint: OTHER, amount: 2n, decimals: 0 },
      ],
      [{ mint: MINT, name: 'Demo Token', symbol: 'DEMO', iconUrl: 'data:image/svg+xml,<svg/>' }],
    )

    expect(rows.map(({ name, symbol, iconUrl }) => ({ name, symbol, iconUrl }))).toEqual([
      { name: 'Demo Token', symbol: 'DEMO', iconUrl: 'data:image/svg+xml,<svg/>' },
      { name: 'EPjF…Dt1v', symbol: 'SPL', iconUrl: '' },
    ])
  })
})
