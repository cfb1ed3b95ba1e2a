// The swap session end to end on real parts: core + ViemChainAdapter + the test wallet + anvil
// with the demo tokens and the demo AMM + the reference server's convert routes through
// OfetchBlockchainApi. Approve + swap as two transactions, and as one atomic `wallet_sendCalls`
// (EIP-7702 through the BatchExecutor); pool reserves and balances are read back from the chain.
import { filter, firstValueFrom } from 'rxjs'
import { createPublicClient, erc20Abi, http, parseAbi, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SystemClock } from '../adapters/clock/SystemClock.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { OfetchBlockchainApi } from '../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import type { SwapSession } from '../core/swap/startSwapSession.js'
import type { SwapState } from '../core/swap/SwapState.js'
import { startReferenceServer, type RunningReferenceServer } from '../scripts/referenceServer/startReferenceServer.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { deployBatchExecutor } from '../test-doubles/testWallet/batchExecutor/deployBatchExecutor.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

let chain: AnvilInstance
let reference: RunningReferenceServer
let network: Network
let executor: Address
const [alice, bob] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
const PAIR_ABI = parseAbi(['function getReserves() view returns (uint256 reserveToken, uint256 reserveWeth)'])

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  network = anvilAt(chain.rpcUrl, 31337)
  reference = await startReferenceServer({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }], port: 0 })
  executor = await deployBatchExecutor({ rpcUrl: chain.directUrl, deployerKey: ANVIL_ACCOUNTS[2]!.privateKey })
}, 60_000)
afterAll(async () => {
  await reference?.stop()
  await chain?.stop()
})

const client = () => createPublicClient({ transport: http(chain.directUrl) })
const pool = (symbol: string) => {
  const found = reference.swap[31337]?.pairs.find((entry) => entry.token.symbol === symbol)
  if (!found) throw new Error(`no ${symbol} pool`)
  return found
}
const dusdOf = (owner: Address) => client().readContract({ address: pool('DUSD').token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const reserves = async () => {
  const [token, weth] = await client().readContract({ address: pool('DUSD').pair, abi: PAIR_ABI, functionName: 'getReserves' })
  return { token, weth }
}

/** A walletport on anvil with the test wallet on `account`, atomic batching when asked, and the local API. */
async function swapFor(account: (typeof ANVIL_ACCOUNTS)[number], atomic: boolean) {
  const wallet = new Eip1193TestWallet({
    chains: [{ chainId: 31337, rpcUrl: chain.directUrl }],
    privateKeys: [account.privateKey],
    ...(atomic ? { atomicBatching: { executor } } : {}),
  })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const blockchainApi = new OfetchBlockchainApi({ baseUrl: reference.url, projectId: 'local', clock: new SystemClock(), storage: new InMemoryStorage() })
  const walletport = createWalletport({ networks: [network], features: { swaps: true } }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger, blockchainApi })
  await walletport.connect({ connectorId: 'test-wallet' })
  const swap = await walletport.createSwap()
  return { wallet, walletport, swap }
}

const until = (swap: SwapSession, ready: (state: SwapState) => boolean) => firstValueFrom(swap.state$.pipe(filter(ready)))

describe('swap on anvil (swap session + reference convert routes + demo AMM)', () => {
  it.each([
    ['approve, then swap: two transactions', false, 2],
    ['approve + swap in one atomic wallet_sendCalls (EIP-7702)', true, 1],
  ])('DUSD → ETH, %s: the pool moves by exactly the amount in and the quote out; the account’s DUSD follows; one block per transaction', async (_path, atomic, transactions) => {
    // Each account holds 1 000 DUSD from the reference server's deploy; each path swaps from its own.
    const account = atomic ? bob : alice
    const { swap, walletport, wallet } = await swapFor(account, atomic)
    await until(swap, (state) => state.status !== 'loading')
    const from = swap.getState().tokens.find((token) => token.symbol === 'DUSD')
    const to = swap.getState().tokens.find((token) => token.native)
    if (!from || !to) throw new Error('no DUSD or ETH to swap')
    swap.setFrom(from.address)
    swap.setTo(to.address)
    swap.setAmount('25')
    const quoted = await until(swap, (state) => state.status === 'quoted' || state.status === 'error')
    expect(quoted.error).toBeUndefined()
    expect(quoted.needsApproval).toBe(true)
    const quotedOut = parseUnits(quoted.quote?.toAmount ?? '0', 18)
    const [dusdBefore, poolBefore, blockBefore] = await Promise.all([dusdOf(account.address), reserves(), client().getBlockNumber()])

    const hash = await swap.execute()

    expect(hash).toMatch(/^0x[0-9a-f]+$/i)
    expect(swap.getState().status).toBe('done')
    const poolAfter = await reserves()
    expect(poolAfter.token - poolBefore.token).toBe(parseUnits('25', 6))
    // Nobody else trades in between: the pool pays exactly the quoted amount.
    expect(poolBefore.weth - poolAfter.weth).toBe(quotedOut)
    expect(await dusdOf(account.address)).toBe(dusdBefore - parseUnits('25', 6))
    // anvil mines one block per transaction (a self-sponsored EIP-7702 authorization bumps the nonce too, so blocks, not nonces, count them).
    expect(await client().getBlockNumber()).toBe(blockBefore + BigInt(transactions))
    expect(wallet.requests.map((request) => request.method).filter((method) => method === 'wallet_sendCalls' || method === 'eth_sendTransaction')).toEqual(atomic ? ['wallet_sendCalls'] : ['eth_sendTransaction', 'eth_sendTransaction'])
    expect(walletport.getAccountData().activity.transactions[0]?.metadata).toMatchObject({ status: 'confirmed' })
    swap.dispose()
    walletport.destroy()
  }, 60_000)

  it('a quote larger than the pool: the API refuses and the session says so, nothing is sent', async () => {
    const { swap, wallet, walletport } = await swapFor(alice, false)
    await until(swap, (state) => state.status !== 'loading')
    const eth = swap.getState().tokens.find((token) => token.native)
    const dusd = swap.getState().tokens.find((token) => token.symbol === 'DUSD')
    if (!eth || !dusd) throw new Error('no tokens')
    swap.setFrom(eth.address)
    swap.setTo(dusd.address)
    swap.setAmount('500') // the pool holds 40 WETH
    const failed = await until(swap, (state) => state.status === 'error' || state.status === 'quoted')

    expect(failed.status).toBe('error')
    expect(failed.error).toBeDefined()
    expect(wallet.requests.map((request) => request.method)).not.toContain('eth_sendTransaction')
    swap.dispose()
    walletport.destroy()
  }, 30_000)
})
