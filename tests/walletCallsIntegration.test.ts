// Typed data and EIP-5792 calls end to end on real parts: core + ViemChainAdapter + a real
// EIP-1193 wallet signing locally + anvil; signatures are verified and balances read back from
// the chain. The test wallet has no atomic batching: a bundle runs as its calls in order.
import { createPublicClient, http, parseEther, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import { InvalidParamsRpcError, ProviderRpcError, UnsupportedProviderMethodError, UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

let chain: AnvilInstance
let network: Network
const [sender, first, second] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  network = anvilAt(chain.rpcUrl, 31337)
}, 60_000)
afterAll(() => chain.stop())

const client = () => createPublicClient({ transport: http(chain.directUrl) })

async function connected(options: { readonly confirm?: (request: { method: string }) => boolean } = {}) {
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }], ...(options.confirm ? { confirm: options.confirm } : {}) })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger })
  await walletport.connect({ connectorId: 'test-wallet' })
  return { walletport, wallet }
}

const TYPED_DATA = {
  domain: { name: 'walletport', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'hello' },
} as const

describe('wallet calls on anvil (viem adapter + test wallet)', () => {
  it('signTypedData: an EIP-712 signature the account verifiably made', async () => {
    const { walletport } = await connected()

    const signature = await walletport.signTypedData({ typedData: TYPED_DATA })

    expect(await verifyTypedData({ ...TYPED_DATA, address: sender.address, signature: signature as Hex })).toBe(true)
  })

  it('getCapabilities: the wallet says, per chain, that it cannot batch atomically', async () => {
    const { walletport } = await connected()
    expect(await walletport.getCapabilities()).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
  })

  it('sendCalls → getCallsStatus: both transfers land, the status turns 200 with their two receipts', async () => {
    const { walletport } = await connected()
    const [firstBefore, secondBefore] = await Promise.all([client().getBalance({ address: first.address }), client().getBalance({ address: second.address })])

    const { id } = await walletport.sendCalls({ calls: [{ to: first.address, value: parseEther('1') }, { to: second.address, value: parseEther('2') }] })
    let status = await walletport.getCallsStatus({ id })
    for (let tries = 0; status.status === 100 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      status = await walletport.getCallsStatus({ id })
    }

    expect(status).toMatchObject({ status: 200, chainId: '0x7a69', atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(await client().getBalance({ address: first.address })).toBe(firstBefore + parseEther('1'))
    expect(await client().getBalance({ address: second.address })).toBe(secondBefore + parseEther('2'))
  })

  it('errors: a bundle that must be atomic is refused by this wallet with its EIP-5792 code (5760), typed', async () => {
    const { walletport } = await connected()
    const error = await walletport.sendCalls({ calls: [{ to: first.address, value: 1n }], atomicRequired: true }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 5760 })
  })

  it('parameters: a call target without 0x is refused before the wallet is asked', async () => {
    const { walletport, wallet } = await connected()
    await expect(walletport.sendCalls({ calls: [{ to: first.address }, { to: 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266' }] })).rejects.toBeInstanceOf(InvalidParamsRpcError)
    expect(wallet.requests.map((request) => request.method)).not.toContain('wallet_sendCalls')
  })

  it('errors: the visitor declining the bundle is the typed rejection, and nothing is sent', async () => {
    const { walletport } = await connected({ confirm: (request) => request.method !== 'wallet_sendCalls' })
    const before = await client().getBalance({ address: first.address })
    await expect(walletport.sendCalls({ calls: [{ to: first.address, value: 1n }] })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await client().getBalance({ address: first.address })).toBe(before)
  })

  it('errors: an adapter without wallet RPC (a wallet without these methods) rejects with the typed 4200', async () => {
    const walletport = createWalletport({ networks: [network] }, { chainAdapters: [new FakeChainAdapter({ chainId: 31337, knownChainIds: [31337] })], storage: new InMemoryStorage() })
    await walletport.connect({ connectorId: 'fake-wallet' })
    await expect(walletport.getCapabilities()).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
  })
})
