import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import { ChainDisconnectedError, UserRejectedRequestError } from '../../core/errors/walletErrors.js'
import { anvilAt } from '../../core/network/presets.js'
import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import { Eip1193TestWallet, type TestWalletChain } from '../../test-doubles/Eip1193TestWallet.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { ViemChainAdapter } from './ViemChainAdapter.js'

let first: AnvilInstance
let second: AnvilInstance

beforeAll(async () => {
  ;[first, second] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all([first.stop(), second.stop()])
})

const CONNECTOR = 'test-wallet'
const ETHER = 10n ** 18n

/** A connected adapter over a fresh wallet that knows `chains` (default: both anvils). */
async function connected(options: { readonly chains?: readonly TestWalletChain[]; readonly canAddChains?: boolean } = {}) {
  const network = anvilAt(first.rpcUrl, first.chainId)
  const otherNetwork = anvilAt(second.rpcUrl, second.chainId)
  const wallet = new Eip1193TestWallet({
    chains: options.chains ?? [
      { chainId: first.chainId, rpcUrl: first.rpcUrl },
      { chainId: second.chainId, rpcUrl: second.rpcUrl },
    ],
    ...(options.canAddChains === undefined ? {} : { canAddChains: options.canAddChains }),
  })
  const adapter = new ViemChainAdapter({ networks: [network, otherNetwork], providers: [{ id: CONNECTOR, name: 'Test Wallet', provider: wallet }] })
  await adapter.connect({ connectorId: CONNECTOR, network })
  const events: ChainAdapterEvent[] = []
  adapter.on((event) => events.push(event))
  wallet.clearRequests()
  return { wallet, adapter, network, otherNetwork, events }
}

describe('ViemChainAdapter: switchNetwork', () => {
  it('behavior: wallet_switchEthereumChain to the other anvil; the wallet moves and chainChanged says so (a number)', async () => {
    const { wallet, adapter, otherNetwork, events } = await connected()

    await adapter.switchNetwork({ connectorId: CONNECTOR, network: otherNetwork })

    expect(wallet.requests).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }])
    expect(wallet.chainId).toBe(31338)
    expect(events).toEqual([{ type: 'chainChanged', connectorId: CONNECTOR, chainId: 31338 }])
  })

  it('behavior: 4902 (unknown chain) → wallet_addEthereumChain with the network data, then switch again', async () => {
    const { wallet, adapter, otherNetwork } = await connected({ chains: [{ chainId: first.chainId, rpcUrl: first.rpcUrl }] })

    await adapter.switchNetwork({ connectorId: CONNECTOR, network: otherNetwork })

    expect(wallet.requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      {
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x7a6a', chainName: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [second.rpcUrl] }],
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
    expect(wallet.chainId).toBe(31338)
  })

  it('behavior: 4902 nested in data.originalError (-32603 outside) is recognized too', async () => {
    const { wallet, adapter, otherNetwork } = await connected()
    wallet.failNext('wallet_switchEthereumChain', { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } })

    await adapter.switchNetwork({ connectorId: CONNECTOR, network: otherNetwork })

    expect(wallet.requests.map((request) => request.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.chainId).toBe(31338)
  })

  it('behavior: the person rejects the switch (4001) → UserRejectedRequestError, the wallet stays, no add attempted', async () => {
    const { wallet, adapter, otherNetwork, events } = await connected()
    wallet.rejectNext('wallet_switchEthereumChain')

    await expect(adapter.switchNetwork({ connectorId: CONNECTOR, network: otherNetwork })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.chainId).toBe(31337)
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_switchEthereumChain'])
    expect(events).toEqual([])
  })

  it('behavior: the person rejects adding the chain → UserRejectedRequestError, the wallet stays', async () => {
    const { wallet, adapter, otherNetwork } = await connected({ chains: [{ chainId: first.chainId, rpcUrl: first.rpcUrl }], canAddChains: false })

    await expect(adapter.switchNetwork({ connectorId: CONNECTOR, network: otherNetwork })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.chainId).toBe(31337)
  })
})

describe('ViemChainAdapter: getBalance', () => {
  it('behavior: the native balance from anvil as a bigint with the network currency, in ONE JSON-RPC call', async () => {
    const { adapter, network } = await connected()
    first.resetStats()

    const balance = await adapter.getBalance({ address: ANVIL_ACCOUNTS[2]?.address ?? '', network })

    expect(balance).toEqual({ value: 10_000n * ETHER, decimals: 18, symbol: 'ETH' })
    expect(first.stats.methods).toEqual(['eth_getBalance'])
  })

  it('behavior: no client and no request before the first read (nothing at startup)', () => {
    first.resetStats()

    new ViemChainAdapter({ networks: [anvilAt(first.rpcUrl, first.chainId)] }).getConnectors()

    expect(first.stats.httpRequests).toBe(0)
  })

  it('behavior: an RPC node that does not answer → HttpRequestError', async () => {
    const { adapter } = await connected()

    const error = await adapter.getBalance({ address: ANVIL_ACCOUNTS[0]?.address ?? '', network: anvilAt('http://127.0.0.1:9', 31339) }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(HttpRequestError)
  }, 15_000)
})

describe('ViemChainAdapter: signMessage', () => {
  it('behavior: personal_sign with the message as UTF-8 hex; the signature verifies with viem verifyMessage', async () => {
    const { wallet, adapter } = await connected()
    const message = 'Sign in to walletport ✓'

    const signature = await adapter.signMessage({ connectorId: CONNECTOR, address: wallet.address, message })

    expect(wallet.requests[0]?.method).toBe('personal_sign')
    expect(wallet.requests[0]?.params).toEqual([`0x${Buffer.from(message, 'utf8').toString('hex')}`, wallet.address])
    await expect(verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` })).resolves.toBe(true)
  })

  it('behavior: the person refuses to sign (4001) → UserRejectedRequestError', async () => {
    const { wallet, adapter } = await connected()
    wallet.rejectNext('personal_sign')

    await expect(adapter.signMessage({ connectorId: CONNECTOR, address: wallet.address, message: 'hi' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})

describe('ViemChainAdapter: sendTransaction', () => {
  it('behavior: eth_sendTransaction with hex quantities; the hash is mined on anvil and the value arrived', async () => {
    const { wallet, adapter, network } = await connected()
    const to = ANVIL_ACCOUNTS[2]?.address ?? '0x'
    const chain = createPublicClient({ transport: http(first.directUrl) })
    const before = await chain.getBalance({ address: to })

    const hash = await adapter.sendTransaction({ connectorId: CONNECTOR, network, transaction: { from: wallet.address, to, value: 12_345n } })

    expect(wallet.requests.at(-1)).toEqual({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to, value: '0x3039' }] })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    await expect(chain.getBalance({ address: to })).resolves.toBe(before + 12_345n)
  })

  it('behavior: the person refuses to send (4001) → UserRejectedRequestError', async () => {
    const { wallet, adapter, network } = await connected()
    wallet.rejectNext('eth_sendTransaction')

    await expect(
      adapter.sendTransaction({ connectorId: CONNECTOR, network, transaction: { from: wallet.address, to: wallet.address, value: 0n } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('behavior: the wallet is on another chain than the network asked → ChainDisconnectedError, nothing sent', async () => {
    const { wallet, adapter, otherNetwork } = await connected()

    await expect(
      adapter.sendTransaction({ connectorId: CONNECTOR, network: otherNetwork, transaction: { from: wallet.address, to: wallet.address } }),
    ).rejects.toBeInstanceOf(ChainDisconnectedError)
    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_chainId'])
  })
})
