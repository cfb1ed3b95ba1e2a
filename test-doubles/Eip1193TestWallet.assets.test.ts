// EIP-7811 wallet_getAssets on real anvils: balances and token metadata read from the chains.
import { getAddress, numberToHex, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { deployDemoTokens, type DemoTokenInfo } from '../scripts/referenceServer/deployDemoTokens.js'
import { ANVIL_ACCOUNTS, type AnvilInstance } from '../tests/support/anvil.js'
import { chainOf, connected, FIRST_ACCOUNT, useTwoAnvils, walletOn } from '../tests/support/testWallet.js'
import { Eip1193TestWallet } from './Eip1193TestWallet.js'

let one: AnvilInstance
let two: AnvilInstance
let tokens: DemoTokenInfo[]
useTwoAnvils((a, b) => ([one, two] = [a, b]))
beforeAll(async () => {
  tokens = await deployDemoTokens({ rpcUrl: one.directUrl, chainId: one.chainId, deployerKey: ANVIL_ACCOUNTS[2]?.privateKey ?? '0x', holders: [FIRST_ACCOUNT] })
})

const assetsWallet = () =>
  connected(new Eip1193TestWallet({ chains: [chainOf(one), chainOf(two)], assets: { tokens: { [one.chainId]: tokens.map((token) => ({ address: token.address, price: token.price, iconUrl: `icon:${token.symbol}` })) }, nativePrice: 2500 } }))
const getAssets = (wallet: Eip1193TestWallet, request: Record<string, unknown> = {}) => wallet.request({ method: 'wallet_getAssets', params: [{ account: wallet.address, ...request }] }) as Promise<Record<string, { address: string; balance: string; type: string; metadata: Record<string, unknown> }[]>>

describe('Eip1193TestWallet: wallet_getAssets (EIP-7811)', () => {
  it('default: per chain, the non-zero native balance and tracked ERC-20s, with their on-chain metadata', async () => {
    const wallet = await assetsWallet()
    const [dusd, dgld] = tokens as [DemoTokenInfo, DemoTokenInfo]
    const native = await wallet.request({ method: 'eth_getBalance', params: [wallet.address, 'latest'] })

    const assets = await getAssets(wallet)

    expect(assets['0x7a69']).toEqual([
      { address: 'native', balance: native, type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2500, iconUrl: '' } },
      { address: getAddress(dusd.address), balance: numberToHex(parseUnits('1000', 6)), type: 'ERC20', metadata: { name: 'Demo Dollar', symbol: 'DUSD', decimals: 6, price: 1, iconUrl: 'icon:DUSD' } },
      { address: getAddress(dgld.address), balance: numberToHex(parseEther('1000')), type: 'ERC20', metadata: { name: 'Demo Gold', symbol: 'DGLD', decimals: 18, price: 2350.5, iconUrl: 'icon:DGLD' } },
    ])
    // USDC is tracked, but this account holds none: left out. Chain two has only ether.
    expect(assets['0x7a69']?.map((asset) => asset.metadata.symbol)).not.toContain('USDC')
    expect(assets['0x7a6a']?.map((asset) => asset.type)).toEqual(['NATIVE'])
  })

  it('parameters: chainFilter, assetTypeFilter and assetFilter narrow the answer', async () => {
    const wallet = await assetsWallet()
    const dgld = tokens[1]?.address ?? '0x'
    expect(Object.keys(await getAssets(wallet, { chainFilter: ['0x7a6a'] }))).toEqual(['0x7a6a'])
    expect((await getAssets(wallet, { chainFilter: ['0x7a69'], assetTypeFilter: ['erc20'] }))['0x7a69']?.map((asset) => asset.metadata.symbol)).toEqual(['DUSD', 'DGLD'])
    expect((await getAssets(wallet, { assetFilter: { '0x7a69': [{ address: dgld.toLowerCase(), type: 'erc20' }] } }))).toEqual({ '0x7a69': [expect.objectContaining({ address: getAddress(dgld) })], '0x7a6a': [] })
  })

  it('wallet_getCapabilities: assetDiscovery supported when the wallet reports assets', async () => {
    const wallet = await assetsWallet()
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [wallet.address, ['0x7a69']] })).toEqual({ '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } } })
  })

  it('errors: an account the site may not use (4100); a wallet without assets (4200)', async () => {
    const wallet = await assetsWallet()
    await expect(wallet.request({ method: 'wallet_getAssets', params: [{ account: ANVIL_ACCOUNTS[2]?.address }] })).rejects.toMatchObject({ code: 4100 })
    const plain = await connected(walletOn(one))
    await expect(getAssets(plain)).rejects.toMatchObject({ code: 4200 })
  })
})
