// Pay end to end on real parts: core + ViemChainAdapter + a real EIP-1193 wallet signing locally
// + anvil with the demo ERC-20s, and the reference server as the Blockchain API (it reads the
// token rows from the chain). The merchant's balances are read back from the chain.
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { OfetchBlockchainApi } from '../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { createWalletport } from '../composition/createWalletport.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import { InsufficientBalanceError } from '../core/send/sendErrors.js'
import type { DemoTokenInfo } from '../scripts/referenceServer/deployDemoTokens.js'
import { DEMO_DUSD } from '../demo/payDemo.js'
import { startReferenceServer, type RunningReferenceServer } from '../scripts/referenceServer/startReferenceServer.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

// A merchant with no history: every credit on it is this file's payments.
const MERCHANT = '0x000000000000000000000000000000000000bEEF'
let chain: AnvilInstance
let reference: RunningReferenceServer
let network: Network
let dusd: DemoTokenInfo
const payer = ANVIL_ACCOUNTS[0]!

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  network = anvilAt(chain.rpcUrl, 31337)
  reference = await startReferenceServer({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }], port: 0 })
  dusd = reference.tokens[31337]!.find((token) => token.symbol === 'DUSD')!
}, 60_000)
afterAll(async () => {
  await reference?.stop()
  await chain?.stop()
})

const client = () => createPublicClient({ transport: http(chain.directUrl) })
const dusdOf = (address: Hex) => client().readContract({ address: dusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

function connected(wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }] })) {
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const blockchainApi = new OfetchBlockchainApi({ baseUrl: reference.url, projectId: 'local', clock: new ManualClock(), storage: new InMemoryStorage() })
  const walletport = createWalletport({ networks: [network], features: { pay: true } }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger, blockchainApi })
  return { walletport, wallet, ready: walletport.connect({ connectorId: 'test-wallet' }) }
}

describe('pay on anvil (viem adapter + test wallet + reference server)', () => {
  it('native: resolves with the hash once mined; the merchant credited on chain, the payer debited by amount + fee', async () => {
    const { walletport, ready } = connected()
    await ready
    const [payerBefore, merchantBefore] = await Promise.all([client().getBalance({ address: payer.address }), client().getBalance({ address: MERCHANT })])

    const hash = await walletport.pay({ recipient: MERCHANT, amount: '0.01', token: 'native', network: network.caipNetworkId })

    const receipt = await client().getTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(await client().getBalance({ address: MERCHANT })).toBe(merchantBefore + parseEther('0.01'))
    expect(await client().getBalance({ address: payer.address })).toBe(payerBefore - parseEther('0.01') - receipt.gasUsed * receipt.effectiveGasPrice)
    expect(walletport.getAccountData().activity.transactions[0]?.metadata).toMatchObject({ hash, status: 'confirmed' })
  })

  it('ERC-20 (the demo DUSD, by CAIP-10): the row from the reference server, transfer() to the contract; the merchant credited on chain', async () => {
    const { walletport, ready } = connected()
    await ready
    const [payerBefore, merchantBefore] = await Promise.all([dusdOf(payer.address), dusdOf(MERCHANT)])
    // The demo's Pay panel names DUSD by this address, derived from the deployer's first nonce.
    expect(dusd.address.toLowerCase()).toBe(DEMO_DUSD.toLowerCase())

    const hash = await walletport.pay({ recipient: MERCHANT, amount: '1', token: `${network.caipNetworkId}:${dusd.address}`, network: network.caipNetworkId })

    const receipt = await client().getTransactionReceipt({ hash: hash as Hex })
    expect(receipt.to?.toLowerCase()).toBe(dusd.address.toLowerCase())
    expect(await dusdOf(MERCHANT)).toBe(merchantBefore + parseUnits('1', 6))
    expect(await dusdOf(payer.address)).toBe(payerBefore - parseUnits('1', 6))
  })

  it('errors: more DUSD than held → InsufficientBalanceError; a declined signature → UserRejectedRequestError; nothing moves', async () => {
    const { walletport, wallet, ready } = connected()
    await ready
    const merchantBefore = await dusdOf(MERCHANT)

    await expect(walletport.pay({ recipient: MERCHANT, amount: '1000000', token: dusd.address, network: network.caipNetworkId })).rejects.toBeInstanceOf(InsufficientBalanceError)
    wallet.rejectNext('eth_sendTransaction')
    await expect(walletport.pay({ recipient: MERCHANT, amount: '1', token: dusd.address, network: network.caipNetworkId })).rejects.toBeInstanceOf(UserRejectedRequestError)

    expect(await dusdOf(MERCHANT)).toBe(merchantBefore)
  })
})
