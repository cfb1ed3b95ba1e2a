import { describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../account/validateAccounts.js'
import { mainnet } from '../network/presets.js'
import { assetToBalance } from './assetToBalance.js'
import { walletAssetsSchema } from './walletAssetsSchema.js'

const DUSD = '0x663F3ad617193148711d28f5334eE4Ed07016602'

describe('assetToBalance', () => {
  it('default: an ERC-20: quantity from the hex balance and decimals, value = quantity × price, CAIP-10 address', () => {
    const balance = assetToBalance({ address: DUSD, balance: '0x3b9aca00', type: 'ERC20', metadata: { name: 'Demo Dollar', symbol: 'DUSD', decimals: 6, price: 1.5, iconUrl: 'icon' } }, mainnet)
    expect(balance).toEqual({ name: 'Demo Dollar', symbol: 'DUSD', chainId: 'eip155:1', address: `eip155:1:${DUSD}`, value: 1500, price: 1.5, quantity: { decimals: '6', numeric: '1000' }, iconUrl: 'icon' })
  })

  it('behavior: the native coin has no address; missing metadata comes from the network; no price is 0', () => {
    expect(assetToBalance({ address: 'native', balance: '0x1bc16d674ec80000', type: 'native' }, mainnet)).toEqual({
      name: mainnet.nativeCurrency.name,
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '2' },
      iconUrl: mainnet.assets?.imageUrl ?? '',
    })
    expect(assetToBalance({ address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', balance: '0x1', type: 'NATIVE', metadata: { price: 2 } }, mainnet)).toMatchObject({ quantity: { numeric: '0.000000000000000001' } })
  })

  it('behavior: an asset that is no balance (an NFT) is left out', () => {
    expect(assetToBalance({ address: DUSD, balance: '0x1', type: 'erc721' }, mainnet)).toBeUndefined()
  })

  it('errors: an ERC-20 without decimals is an invalid wallet answer (typed)', () => {
    expect(() => assetToBalance({ address: DUSD, balance: '0x1', type: 'ERC20', metadata: { name: 'X', symbol: 'X' } }, mainnet)).toThrow(InvalidWalletResponseError)
  })
})

describe('walletAssetsSchema', () => {
  it('default: accepts the EIP-7811 shape', () => {
    expect(walletAssetsSchema.safeParse({ '0x1': [{ address: 'native', balance: '0x0', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 1, iconUrl: '' } }] }).success).toBe(true)
  })

  it.each([
    ['a list instead of the per-chain object', [{ address: 'native', balance: '0x0', type: 'NATIVE' }]],
    ['a decimal balance', { '0x1': [{ address: 'native', balance: '100', type: 'NATIVE' }] }],
    ['an address that is not one', { '0x1': [{ address: 'ETH', balance: '0x1', type: 'NATIVE' }] }],
    ['a chain id that is not hex', { '1': [] }],
    ['negative decimals', { '0x1': [{ address: DUSD, balance: '0x1', type: 'ERC20', metadata: { name: 'X', symbol: 'X', decimals: -1 } }] }],
    ['a string price', { '0x1': [{ address: DUSD, balance: '0x1', type: 'ERC20', metadata: { name: 'X', symbol: 'X', decimals: 6, price: '1' } }] }],
  ])('errors: rejects %s', (_, answer) => {
    expect(walletAssetsSchema.safeParse(answer).success).toBe(false)
  })
})
