// The Dev Wallet's EIP-7702 atomic batching and EIP-7811 assets, as `npm start` sets them up:
// the BatchExecutor and the demo tokens deployed on a real anvil, the chains carrying them.
import { encodeFunctionData, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DevWalletChain } from '../demo/devWallet/createDevWallet.js'
import { describeRequest } from '../demo/devWallet/describeRequest.js'
import { deployDemoTokens, demoTokenArtifact, type DemoTokenInfo } from '../scripts/referenceServer/deployDemoTokens.js'
import { deployBatchExecutor } from '../test-doubles/testWallet/batchExecutor/deployBatchExecutor.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

let chain: AnvilInstance
let executor: `0x${string}`
let tokens: DemoTokenInfo[]
const deployerKey = ANVIL_ACCOUNTS[2]?.privateKey ?? '0x'

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  executor = await deployBatchExecutor({ rpcUrl: chain.directUrl, deployerKey })
  tokens = await deployDemoTokens({ rpcUrl: chain.directUrl, chainId: 31337, deployerKey, holders: ANVIL_ACCOUNTS.map((account) => account.address) })
}, 60_000)
afterAll(() => chain.stop())

async function devWallet(chains: readonly DevWalletChain[]) {
  const { createDevWallet } = await import('../demo/devWallet/createDevWallet.js')
  const stored = new Map<string, string>()
  const dev = createDevWallet(chains, { window: new EventTarget() as unknown as Window, storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) } })
  const approved = async <T>(request: Promise<T>): Promise<T> => {
    await vi.waitFor(() => expect(dev.approvals.current()).toBeDefined())
    dev.approvals.current()?.answer(true)
    return request
  }
  await approved(dev.wallet.request({ method: 'eth_requestAccounts' }))
  return { ...dev, approved }
}

const pageChain = (): DevWalletChain => ({
  chainId: 31337,
  rpcUrl: chain.directUrl,
  batchExecutor: executor,
  assets: { tokens: tokens.map((token) => ({ address: token.address, price: token.price, iconUrl: `icon:${token.symbol}` })), nativePrice: 2500, nativeIconUrl: 'icon:ETH' },
})

describe('Dev Wallet: atomic batching and assets (npm start)', () => {
  it('capabilities: atomic supported where npm start deployed the executor, asset discovery everywhere', async () => {
    const { wallet, stopAnnouncing } = await devWallet([pageChain(), { chainId: 31339, rpcUrl: chain.directUrl }])
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [wallet.address, ['0x7a69', '0x7a6b']] })).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, assetDiscovery: { supported: true } },
      '0x7a6b': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
    stopAnnouncing()
  })

  it('wallet_getAssets: the demo tokens with their local prices and icons', async () => {
    const { wallet, stopAnnouncing } = await devWallet([pageChain()])
    const assets = (await wallet.request({ method: 'wallet_getAssets', params: [{ account: wallet.address, chainFilter: ['0x7a69'] }] })) as Record<string, { metadata: { symbol: string; price: number; iconUrl: string } }[]>
    expect(assets['0x7a69']?.map((asset) => asset.metadata)).toEqual([
      expect.objectContaining({ symbol: 'ETH', price: 2500, iconUrl: 'icon:ETH' }),
      expect.objectContaining({ symbol: 'DUSD', price: 1, iconUrl: 'icon:DUSD' }),
      expect.objectContaining({ symbol: 'DGLD', price: 2350.5, iconUrl: 'icon:DGLD' }),
    ])
    stopAnnouncing()
  })

  it('wallet_sendCalls: the person approves once, the bundle lands atomically; the popup lists the calls', async () => {
    const { wallet, approvals, approved, stopAnnouncing } = await devWallet([pageChain()])
    const { abi } = demoTokenArtifact()
    const dusd = tokens[0]?.address ?? '0x'
    const calls = [
      { to: dusd, data: encodeFunctionData({ abi, functionName: 'approve', args: [ANVIL_ACCOUNTS[1]?.address, parseUnits('1', 6)] }) },
      { to: dusd, data: encodeFunctionData({ abi, functionName: 'transfer', args: [ANVIL_ACCOUNTS[2]?.address, parseUnits('1', 6)] }) },
    ]
    const sending = wallet.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from: wallet.address, atomicRequired: true, calls }] }) as Promise<{ id: string }>
    await vi.waitFor(() => expect(approvals.current()).toBeDefined())
    const summary = describeRequest(approvals.current()?.request ?? { method: '' }, { origin: 'http://site', address: wallet.address, chainId: 31337, chainName: () => 'Anvil' })
    expect(summary.title).toBe('Send 2 calls')
    expect(summary.rows.map((row) => row.label)).toEqual(['Site', 'Network', 'From', 'Atomic', 'Call 1', 'Call 2'])
    const { id } = await approved(sending)

    await vi.waitFor(async () => expect(await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({ status: 200, atomic: true }))
    stopAnnouncing()
  })
})
