// The Tokens tab from the wallet (EIP-7811 wallet_getAssets) on real parts: core +
// ViemChainAdapter + the test wallet reading balances from anvil, and no Blockchain API at all.
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import { deployDemoTokens, type DemoTokenInfo } from '../scripts/referenceServer/deployDemoTokens.js'
import { Eip1193TestWallet, type Eip1193TestWalletOptions } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

let chain: AnvilInstance
let network: Network
let tokens: DemoTokenInfo[]
const [owner, , deployer] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  network = anvilAt(chain.rpcUrl, 31337)
  tokens = await deployDemoTokens({ rpcUrl: chain.directUrl, chainId: 31337, deployerKey: deployer.privateKey, holders: [owner.address] })
}, 60_000)
afterAll(() => chain.stop())

async function connected(options: Partial<Eip1193TestWalletOptions>) {
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }], ...options })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger })
  await walletport.connect({ connectorId: 'test-wallet' })
  wallet.clearRequests()
  return { walletport, wallet }
}

describe('Tokens tab from the wallet on anvil (viem adapter + test wallet, no API)', () => {
  it('default: the balances the wallet reads from the chain, priced, with no Blockchain API configured', async () => {
    const { walletport, wallet } = await connected({ assets: { tokens: { 31337: tokens.map((token) => ({ address: token.address, price: token.price })) }, nativePrice: 2500 } })

    await walletport.loadTokens()

    const { tokens: tab } = walletport.getAccountData()
    expect(tab.status).toBe('ready')
    expect(tab.balances.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])).toEqual([
      ['ETH', '10000', 25_000_000],
      ['DUSD', '1000', 1000],
      ['DGLD', '1000', 2_350_500],
    ])
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
  })

  it('behavior: a transfer on chain shows on the next load', async () => {
    const { walletport, wallet } = await connected({ assets: { tokens: { 31337: tokens.map((token) => ({ address: token.address, price: token.price })) } } })
    const dusd = tokens[0]?.address ?? '0x'
    await walletport.loadTokens()
    await walletport.sendTransaction({ to: dusd, data: `0xa9059cbb${deployer.address.slice(2).padStart(64, '0')}${parseUnits('10', 6).toString(16).padStart(64, '0')}` })

    await walletport.loadTokens({ force: true })

    expect(walletport.getAccountData().tokens.balances.find((balance) => balance.symbol === 'DUSD')?.quantity.numeric).toBe('990')
    expect(wallet.requests.filter((request) => request.method === 'wallet_getCapabilities')).toHaveLength(1)
  })

  it('behavior: a wallet without asset discovery and no API: Token Balance Unavailable, one request to the wallet', async () => {
    const { walletport, wallet } = await connected({})
    await walletport.loadTokens()
    expect(walletport.getAccountData().tokens).toMatchObject({ status: 'unavailable', error: 'Token Balance Unavailable' })
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_getCapabilities'])
  })
})
