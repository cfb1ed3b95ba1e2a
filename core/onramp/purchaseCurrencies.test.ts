import { describe, expect, it } from 'vitest'
import type { OnrampCurrency } from './Onramp.js'
import { onrampNetworkOf, purchaseCurrenciesOn } from './purchaseCurrencies.js'

const network = (name: string, chainId: string) => ({ name, display_name: name, chain_id: chainId, contract_address: '' })
const ETH: OnrampCurrency = { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('ethereum', '1'), network('polygon', '137')] }
const USDC: OnrampCurrency = { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [network('ethereum', '1'), network('polygon', '137'), network('anvil', '31337')] }
const SOL: OnrampCurrency = { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [network('solana', 'solana')] }
const BONK: OnrampCurrency = { id: 'BONK', name: 'Bonk', symbol: 'BONK', networks: [network('solana', 'solana')] }

describe('purchaseCurrenciesOn', () => {
  it.each([
    ['Ethereum → USDC', 'eip155:1', ['ETH', 'USDC'], 'USDC'],
    ['Polygon → USDC', 'eip155:137', ['ETH', 'USDC'], 'USDC'],
    ['Solana → SOL', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['BONK', 'SOL'], 'SOL'],
    ['another chain → the first offered there', 'eip155:31337', ['USDC'], 'USDC'],
    ['a chain with nothing offered', 'eip155:8453', [], undefined],
  ])('default: %s', (_name, caipNetworkId, offered, defaultId) => {
    const result = purchaseCurrenciesOn([ETH, USDC, BONK, SOL], caipNetworkId)
    expect([result.offered.map((currency) => currency.id), result.defaultId]).toEqual([offered, defaultId])
  })

  it('onrampNetworkOf: eip155 by chain id, solana by name', () => {
    expect(onrampNetworkOf(USDC, 'eip155:137')?.name).toBe('polygon')
    expect(onrampNetworkOf(SOL, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')?.name).toBe('solana')
    expect(onrampNetworkOf(SOL, 'eip155:1')).toBeUndefined()
  })
})
