import { describe, expect, it } from 'vitest'
import type { Balance } from '../account/Balance.js'
import { swapTokenOptions } from './swapTokenOptions.js'

const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19d4a2e9eb0ce3606eB48'
const DAI = 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f'
const tokens = [
  { name: 'Dai', symbol: 'DAI', address: DAI, decimals: 18, logoUri: '' },
  { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '' },
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' },
]
const row = (symbol: string, numeric: string, fields: Partial<Balance> = {}): Balance => ({ name: symbol, symbol, chainId: 'eip155:1', price: 0, iconUrl: '', quantity: { decimals: '18', numeric }, ...fields })

describe('swapTokenOptions', () => {
  it('default: balances matched by address (case aside; the native row has none), held tokens first by USD value', () => {
    const options = swapTokenOptions({
      caipNetworkId: 'eip155:1',
      tokens,
      balances: [row('ETH', '0.1', { price: 2500 }), row('USDC', '1000', { address: USDC.toLowerCase(), price: 1 }), row('ETH', '9', { chainId: 'eip155:137' })],
      prices: [{ address: DAI, name: 'Dai', symbol: 'DAI', iconUrl: '', price: 1 }],
    })
    expect(options.map((option) => [option.symbol, option.balance, option.price, option.native])).toEqual([
      ['USDC', '1000', 1, false],
      ['ETH', '0.1', 2500, true],
      ['DAI', '0', 1, false],
    ])
  })

  it('parameters: a balance row without a price takes the fungible price; none known → undefined', () => {
    const options = swapTokenOptions({ caipNetworkId: 'eip155:1', tokens, balances: [row('DAI', '5', { address: DAI })], prices: [{ address: ETH, name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2000 }] })
    expect(options.find((option) => option.symbol === 'DAI')?.price).toBeUndefined()
    expect(options.find((option) => option.symbol === 'ETH')?.price).toBe(2000)
  })
})
