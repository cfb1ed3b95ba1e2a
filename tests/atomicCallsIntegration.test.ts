// EIP-5792 atomic bundles end to end on real parts: core + ViemChainAdapter + the test wallet
// batching with EIP-7702 (one type-4 transaction through the BatchExecutor) + anvil; effects are
// read back from the chain.
import { createPublicClient, encodeFunctionData, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import type { Walletport } from '../core/Walletport.js'
import { deployDemoTokens, demoTokenArtifact, type DemoTokenInfo } from '../scripts/referenceServer/deployDemoTokens.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { deployBatchExecutor } from '../test-doubles/testWallet/batchExecutor/deployBatchExecutor.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

let chain: AnvilInstance
let network: Network
let executor: `0x${string}`
let dusd: DemoTokenInfo
const [owner, spender, receiver] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
const { abi } = demoTokenArtifact()

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  network = anvilAt(chain.rpcUrl, 31337)
  executor = await deployBatchExecutor({ rpcUrl: chain.directUrl, deployerKey: receiver.privateKey })
  ;[dusd] = (await deployDemoTokens({ rpcUrl: chain.directUrl, chainId: 31337, deployerKey: receiver.privateKey, holders: [owner.address] })) as [DemoTokenInfo]
}, 60_000)
afterAll(() => chain.stop())

const client = () => createPublicClient({ transport: http(chain.directUrl) })
const read = (functionName: 'balanceOf' | 'allowance', args: readonly `0x${string}`[]) => client().readContract({ address: dusd.address, abi, functionName, args }) as Promise<bigint>

async function connected(): Promise<Walletport> {
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }], atomicBatching: { executor } })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger })
  await walletport.connect({ connectorId: 'test-wallet' })
  return walletport
}

async function settled(walletport: Walletport, id: string) {
  let status = await walletport.getCallsStatus({ id })
  for (let tries = 0; status.status === 100 && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    status = await walletport.getCallsStatus({ id })
  }
  return status
}

describe('atomic wallet calls on anvil (viem adapter + test wallet with EIP-7702)', () => {
  it('getCapabilities: the wallet batches atomically on the chain', async () => {
    const walletport = await connected()
    expect(await walletport.getCapabilities()).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
  })

  it('sendCalls(atomicRequired) → getCallsStatus: approve + transfer in one transaction, status 200, atomic', async () => {
    const walletport = await connected()
    const before = await read('balanceOf', [receiver.address])

    const { id } = await walletport.sendCalls({
      calls: [
        { to: dusd.address, data: encodeFunctionData({ abi, functionName: 'approve', args: [spender.address, parseUnits('50', 6)] }) },
        { to: dusd.address, data: encodeFunctionData({ abi, functionName: 'transfer', args: [receiver.address, parseUnits('2', 6)] }) },
      ],
      atomicRequired: true,
    })
    const status = await settled(walletport, id)

    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(1)
    expect(await read('allowance', [owner.address, spender.address])).toBe(parseUnits('50', 6))
    expect(await read('balanceOf', [receiver.address])).toBe(before + parseUnits('2', 6))
  })

  it('behavior: a failing call reverts the whole bundle: status 500, the first call undone', async () => {
    const walletport = await connected()
    const before = await read('balanceOf', [receiver.address])

    const { id } = await walletport.sendCalls({
      calls: [
        { to: dusd.address, data: encodeFunctionData({ abi, functionName: 'transfer', args: [receiver.address, 1n] }) },
        { to: dusd.address, data: encodeFunctionData({ abi, functionName: 'transferFrom', args: [spender.address, receiver.address, 1n] }) },
      ],
      atomicRequired: true,
    })
    const status = await settled(walletport, id)

    expect(status).toMatchObject({ status: 500, atomic: true })
    expect(await read('balanceOf', [receiver.address])).toBe(before)
  })
})
