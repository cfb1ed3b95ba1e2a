import { describe, expect, it } from 'vitest'
import { BaseError } from '../core/errors/BaseError.js'
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from '../core/errors/walletErrors.js'
import type { Account } from '../core/account/Account.js'
import type { ChainAdapterEvent } from '../ports/ChainAdapter.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from './FakeChainAdapter.js'
import { describeChainAdapterContract } from './contracts/describeChainAdapterContract.js'
import { EXAMPLE_NETWORKS } from './exampleNetworks.js'

const { mainnet, polygon, sepolia, base, solana } = EXAMPLE_NETWORKS

describeChainAdapterContract('FakeChainAdapter', () => {
  const adapter = new FakeChainAdapter({ knownChainIds: [1, 137] })
  return {
    adapter,
    connectorId: FAKE_CONNECTOR_ID,
    network: mainnet,
    otherNetwork: polygon,
    unknownNetwork: sepolia,
    rejectNextPrompt: () => {
      adapter.failNext('connect', new UserRejectedRequestError())
    },
  }
})

const connectorId = FAKE_CONNECTOR_ID
const other: Account = { namespace: 'eip155', address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', type: 'eoa' }

describe('FakeChainAdapter', () => {
  it("default: eip155, one installed injected connector, anvil's first account, chain 1", async () => {
    const adapter = new FakeChainAdapter()

    const result = await adapter.connect({ connectorId, network: mainnet })

    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([
      { id: 'fake-wallet', type: 'INJECTED', name: 'Fake Wallet', chain: 'eip155', info: { rdns: 'io.walletport.fake' }, installed: true },
    ])
    expect(result).toEqual({
      accounts: [{ namespace: 'eip155', address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', type: 'eoa' }],
      chainId: 1,
    })
  })

  it('parameters: namespace picks that namespace defaults', async () => {
    const adapter = new FakeChainAdapter({ namespace: 'solana' })

    const result = await adapter.connect({ connectorId, network: solana })

    expect(result.chainId).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(result.accounts[0]).toMatchObject({ namespace: 'solana', type: 'eoa' })
    expect(adapter.getConnectors()[0]?.chain).toBe('solana')
  })

  it('parameters: connectors, accounts, chainId', async () => {
    const adapter = new FakeChainAdapter({
      connectors: [{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' }],
      accounts: [other],
      chainId: 137,
    })

    const result = await adapter.connect({ connectorId: 'io.metamask', network: polygon })

    expect(result).toEqual({ accounts: [other], chainId: 137 })
  })

  it('parameters: authorized: reconnect works without a prior connect', async () => {
    const adapter = new FakeChainAdapter({ authorized: true })

    await expect(adapter.reconnect({ connectorId, network: mainnet })).resolves.toMatchObject({ chainId: 1 })
    expect(adapter.isConnected()).toBe(true)
  })

  it('reconnect: unauthorized → UnauthorizedProviderError (as eth_accounts → [])', async () => {
    const adapter = new FakeChainAdapter()

    await expect(adapter.reconnect({ connectorId, network: mainnet })).rejects.toBeInstanceOf(UnauthorizedProviderError)
    expect(adapter.isConnected()).toBe(false)
  })

  it('setAuthorized: a test can restore or forget a previous session', async () => {
    const adapter = new FakeChainAdapter().setAuthorized(true)
    await adapter.reconnect({ connectorId, network: mainnet })

    adapter.setAuthorized(false)

    expect(adapter.isConnected()).toBe(false)
    await expect(adapter.reconnect({ connectorId, network: mainnet })).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })

  it('connect: returns the chain the wallet is on, even when asked for another network', async () => {
    const adapter = new FakeChainAdapter({ knownChainIds: [1, 137] })

    await expect(adapter.connect({ connectorId, network: polygon })).resolves.toMatchObject({ chainId: 1 })
  })

  it('switchNetwork: a known chain switches and emits chainChanged once; the same chain emits nothing', async () => {
    const adapter = new FakeChainAdapter({ knownChainIds: [1, 137] })
    await adapter.connect({ connectorId, network: mainnet })
    const events: ChainAdapterEvent[] = []
    adapter.on((event) => events.push(event))

    await adapter.switchNetwork({ connectorId, network: polygon })
    await adapter.switchNetwork({ connectorId, network: polygon })

    expect(events).toEqual([{ type: 'chainChanged', connectorId, chainId: 137 }])
    expect(adapter.chainIdOf()).toBe(137)
  })

  it('switchNetwork: an unknown chain → UnrecognizedChainError (4902), chain unchanged', async () => {
    const adapter = new FakeChainAdapter()
    await adapter.connect({ connectorId, network: mainnet })

    const error: unknown = await adapter.switchNetwork({ connectorId, network: base }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UnrecognizedChainError)
    expect(error).toMatchObject({ code: 4902 })
    expect(adapter.chainIdOf()).toBe(1)
  })

  it('parameters: canAddChains: an unknown chain is added, then switched to', async () => {
    const adapter = new FakeChainAdapter({ canAddChains: true })
    await adapter.connect({ connectorId, network: mainnet })

    await adapter.switchNetwork({ connectorId, network: base })

    expect(adapter.chainIdOf()).toBe(8453)
  })

  it('addKnownChain: teaches the wallet a chain', async () => {
    const adapter = new FakeChainAdapter().addKnownChain(8453)
    await adapter.connect({ connectorId, network: mainnet })

    await expect(adapter.switchNetwork({ connectorId, network: base })).resolves.toBeUndefined()
  })

  it('switchNetwork: another namespace network is unrecognized even when chains can be added', async () => {
    const adapter = new FakeChainAdapter({ canAddChains: true })
    await adapter.connect({ connectorId, network: mainnet })

    await expect(adapter.switchNetwork({ connectorId, network: solana })).rejects.toBeInstanceOf(UnrecognizedChainError)
  })

  it('switchNetwork: not connected → ProviderDisconnectedError (4900)', async () => {
    const adapter = new FakeChainAdapter({ knownChainIds: [1, 137] })

    await expect(adapter.switchNetwork({ connectorId, network: polygon })).rejects.toBeInstanceOf(ProviderDisconnectedError)
  })

  it('getBalance: 0 by default; setBalance sets it per address (case-insensitive for EVM) and network', async () => {
    const adapter = new FakeChainAdapter().setBalance('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266', mainnet, 10n ** 18n)
    const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

    await expect(adapter.getBalance({ address, network: mainnet })).resolves.toEqual({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' })
    await expect(adapter.getBalance({ address, network: polygon })).resolves.toEqual({ value: 0n, decimals: 18, symbol: 'POL' })
  })

  it('signMessage: deterministic 65-byte hex, equal to FakeChainAdapter.signatureFor', async () => {
    const adapter = new FakeChainAdapter()
    const { accounts } = await adapter.connect({ connectorId, network: mainnet })
    const address = accounts[0]?.address ?? ''

    const signature = await adapter.signMessage({ connectorId, address, message: 'hello' })

    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(signature).toBe(FakeChainAdapter.signatureFor(address, 'hello'))
    expect(FakeChainAdapter.signatureFor(address.toUpperCase(), 'hello')).toBe(signature)
  })

  it('signMessage: an address the wallet does not hold, or no connection → UnauthorizedProviderError', async () => {
    const adapter = new FakeChainAdapter()

    await expect(adapter.signMessage({ connectorId, address: other.address, message: 'x' })).rejects.toBeInstanceOf(UnauthorizedProviderError)
    await adapter.connect({ connectorId, network: mainnet })
    await expect(adapter.signMessage({ connectorId, address: other.address, message: 'x' })).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })

  it('sendTransaction: distinct 0x hashes, recorded in sentTransactions', async () => {
    const adapter = new FakeChainAdapter()
    const { accounts } = await adapter.connect({ connectorId, network: mainnet })
    const from = accounts[0]?.address ?? ''
    const transaction = { from, to: other.address, value: 1n }

    const first = await adapter.sendTransaction({ connectorId, network: mainnet, transaction })
    const second = await adapter.sendTransaction({ connectorId, network: mainnet, transaction })

    expect(first).toMatch(/^0x[0-9a-f]{64}$/)
    expect(second).not.toBe(first)
    expect(adapter.sentTransactions).toEqual([
      { hash: first, connectorId, network: mainnet, transaction },
      { hash: second, connectorId, network: mainnet, transaction },
    ])
  })

  it('sendTransaction: on a network the wallet is not on → ChainDisconnectedError (4901)', async () => {
    const adapter = new FakeChainAdapter({ knownChainIds: [1, 137] })
    const { accounts } = await adapter.connect({ connectorId, network: mainnet })
    const from = accounts[0]?.address ?? ''

    await expect(
      adapter.sendTransaction({ connectorId, network: polygon, transaction: { from, to: from } }),
    ).rejects.toBeInstanceOf(ChainDisconnectedError)
  })

  it('connect: an unknown connector rejects with a BaseError naming it', async () => {
    const adapter = new FakeChainAdapter()

    await expect(adapter.connect({ connectorId: 'nope', network: mainnet })).rejects.toMatchObject({
      details: { connectorId: 'nope' },
    })
    await expect(adapter.connect({ connectorId: 'nope', network: mainnet })).rejects.toBeInstanceOf(BaseError)
  })

  it('behavior: connectors keep separate wallet state', async () => {
    const adapter = new FakeChainAdapter({
      connectors: [
        { id: 'a', type: 'INJECTED', name: 'A', chain: 'eip155' },
        { id: 'b', type: 'INJECTED', name: 'B', chain: 'eip155' },
      ],
    })

    await adapter.connect({ connectorId: 'a', network: mainnet })

    expect(adapter.isConnected('a')).toBe(true)
    expect(adapter.isConnected('b')).toBe(false)
    await expect(adapter.getAccounts({ connectorId: 'b' })).resolves.toEqual([])
  })

  it('default: without tokenBalances there is no getTokenBalances (an adapter that cannot read tokens)', () => {
    expect(new FakeChainAdapter().getTokenBalances).toBeUndefined()
  })

  it('parameters: tokenBalances answers the rows of the asked network, records the call and can be failed or replaced', async () => {
    const usdc = { name: 'USD Coin', symbol: 'USDC', chainId: solana.caipNetworkId, address: `${solana.caipNetworkId}:EPjF`, price: 0, quantity: { decimals: '6', numeric: '2.5' }, iconUrl: '' }
    const elsewhere = { ...usdc, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }
    const adapter = new FakeChainAdapter({ namespace: 'solana', tokenBalances: [usdc, elsewhere] })
    const address = 'owner'

    await expect(adapter.getTokenBalances?.({ address, network: solana })).resolves.toEqual([usdc])
    expect(adapter.callsTo('getTokenBalances')).toEqual([{ address, network: solana }])
    adapter.failNext('getTokenBalances', new Error('rpc down'))
    await expect(adapter.getTokenBalances?.({ address, network: solana })).rejects.toThrow('rpc down')
    adapter.setTokenBalances([])
    await expect(adapter.getTokenBalances?.({ address, network: solana })).resolves.toEqual([])
  })
})
