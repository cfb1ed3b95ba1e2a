import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
import { ChainNotSupportedError } from '../../core/errors/notFoundErrors.js'
import { UnauthorizedProviderError, UserRejectedRequestError } from '../../core/errors/walletErrors.js'
import { solana as solanaMainnet } from '../../core/network/presets.js'
import { WalletStandardTestWallet } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { solanaAdapterSetup } from './solanaAdapterSetup.fixture.js'
import { SolanaChainAdapter } from './SolanaChainAdapter.js'
import { solanaConnectorIdOf } from './SolanaWalletDiscovery.js'

const account = (address: string) => ({ namespace: 'solana', address, type: 'eoa' })

describe('SolanaChainAdapter: connection', () => {
  it('getConnectors: each registered Wallet Standard wallet, ANNOUNCED; later ones are told', () => {
    const { adapter, registry, events, connectorId } = solanaAdapterSetup()

    expect(adapter.getConnectors().map((connector) => [connector.id, connector.type, connector.chain])).toEqual([[connectorId, 'ANNOUNCED', 'solana']])
    new WalletStandardTestWallet({ name: 'Second Wallet' }).register(registry)

    expect(events).toEqual([{ type: 'connectorsChanged', connectors: adapter.getConnectors() }])
    expect(adapter.getConnectors().map((connector) => connector.name)).toEqual(['Test Solana Wallet', 'Second Wallet'])
  })

  it('connect: standard:connect prompts once; the accounts and the CAIP-2 reference of the network asked for', async () => {
    const { adapter, wallet, connectorId, devnet } = solanaAdapterSetup()
    adapter.getConnectors()

    const result = await adapter.connect({ connectorId, network: devnet })

    expect(result).toEqual({ accounts: [account(wallet.address)], chainId: devnet.id })
    expect(wallet.requests.map((request) => request.method)).toEqual(['connect'])
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([account(wallet.address)])
  })

  it('connect: solana:localnet is the configured local cluster, known by its RPC’s genesis hash', async () => {
    const { adapter, connectorId, localnet, node } = solanaAdapterSetup()

    await expect(adapter.connect({ connectorId, network: localnet })).resolves.toMatchObject({ chainId: localnet.id })
    expect(node.calls.map((call) => call.method)).toEqual(['getGenesisHash'])
  })

  it('connect: a network the wallet does not serve falls back to the first configured one it does', async () => {
    const { adapter, connectorId, devnet } = solanaAdapterSetup({ wallet: { chains: ['solana:devnet'] } })

    await expect(adapter.connect({ connectorId, network: solanaMainnet })).resolves.toMatchObject({ chainId: devnet.id })
  })

  it('connect: a wallet that serves no configured network is refused before it prompts', async () => {
    const { adapter, connectorId, wallet, localnet } = solanaAdapterSetup({ wallet: { chains: ['solana:mainnet'] } })

    await expect(adapter.connect({ connectorId, network: localnet })).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(wallet.requests).toEqual([])
  })

  it('connect: the person refuses → UserRejectedRequestError (4001), still disconnected', async () => {
    const { adapter, connectorId, devnet } = solanaAdapterSetup({ wallet: { confirm: () => false } })

    const error = await adapter.connect({ connectorId, network: devnet }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as InstanceType<typeof UserRejectedRequestError>).code).toBe(4001)
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
  })

  it.each([
    ['a message', Object.assign(new Error('User rejected the request.'), { name: 'WalletConnectionError' })],
    ['a name', Object.assign(new Error('Approval denied'), { name: 'WalletUserRejectedError' })],
    ['code 4001', Object.assign(new Error('nope'), { code: 4001 })],
  ])('connect: a refusal told by %s is a user rejection', async (_case, refusal) => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup()
    wallet.failNext('connect', refusal)

    const error = await adapter.connect({ connectorId, network: devnet }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as InstanceType<typeof UserRejectedRequestError>).cause).toBe(refusal)
  })

  it('connect: a wallet that never answers holds nothing up: the next connect goes through', async () => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup()
    const held = wallet.holdNext('connect')
    let settled = false
    void adapter.connect({ connectorId, network: devnet }).finally(() => (settled = true))
    await held.whenReached

    await expect(adapter.connect({ connectorId, network: devnet })).resolves.toMatchObject({ chainId: devnet.id })
    expect(settled).toBe(false)
  })

  it('connect: a prompt closed by the person while open → UserRejectedRequestError', async () => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup()
    const held = wallet.holdNext('connect')
    const connecting = adapter.connect({ connectorId, network: devnet }).catch((caught: unknown) => caught)
    await held.whenReached

    held.reject(new Error('User rejected the request.'))

    expect(await connecting).toBeInstanceOf(UserRejectedRequestError)
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
  })

  it('connect: a malformed account (a 31-byte public key) is InvalidWalletResponseError', async () => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup()
    const forged = { address: '11111111111111111111111111111111', publicKey: new Uint8Array(31), chains: ['solana:devnet'], features: [] }
    ;(wallet.features['standard:connect'] as { connect: unknown }).connect = async () => ({ accounts: [forged] })

    await expect(adapter.connect({ connectorId, network: devnet })).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
  })

  it('connect: an account whose address is not its public key is refused', async () => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup()
    const other = new WalletStandardTestWallet({ seed: new Uint8Array(32).fill(2) })
    ;(wallet.features['standard:connect'] as { connect: unknown }).connect = async () => ({
      accounts: [{ address: other.address, publicKey: base58.decode(wallet.address), chains: ['solana:devnet'], features: [] }],
    })

    await expect(adapter.connect({ connectorId, network: devnet })).rejects.toThrow(/malformed account/)
  })

  it('connect: an unknown connector is ConnectorNotFoundError', async () => {
    const { adapter, devnet } = solanaAdapterSetup()

    await expect(adapter.connect({ connectorId: solanaConnectorIdOf('Nobody'), network: devnet })).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  it('reconnect: the accounts the wallet already shows, with no prompt and no connect call', async () => {
    const { connectorId, devnet, wallet, registry, node } = solanaAdapterSetup()
    const first = new SolanaChainAdapter({ networks: [devnet], wallets: registry, createRpc: () => node.rpc() })
    await first.connect({ connectorId, network: devnet })
    wallet.clearRequests()
    const second = new SolanaChainAdapter({ networks: [devnet], wallets: registry, createRpc: () => node.rpc() })

    await expect(second.reconnect({ connectorId, network: devnet })).resolves.toEqual({ accounts: [account(wallet.address)], chainId: devnet.id })
    expect(wallet.requests).toEqual([])
  })

  it('reconnect: otherwise a silent connect, never a prompt', async () => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup({ wallet: { authorized: true, confirm: () => false } })

    await expect(adapter.reconnect({ connectorId, network: devnet })).resolves.toEqual({ accounts: [account(wallet.address)], chainId: devnet.id })
    expect(wallet.requests).toEqual([{ method: 'connect', params: { silent: true } }])
  })

  it('reconnect: an app the wallet does not know → UnauthorizedProviderError (restore reads "no connection"), without a prompt', async () => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup({ wallet: { confirm: () => Promise.reject(new Error('must not prompt')) } })

    const error = await adapter.reconnect({ connectorId, network: devnet }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UnauthorizedProviderError)
    expect((error as InstanceType<typeof UnauthorizedProviderError>).details).toMatchObject({ connectorId, reason: 'not authorized' })
    expect(wallet.requests).toEqual([{ method: 'connect', params: { silent: true } }])
  })

  it('reconnect: a silent connect that throws is "not authorized" too', async () => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup()
    wallet.failNext('connect', new Error('locked'))

    await expect(adapter.reconnect({ connectorId, network: devnet })).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })

  it('disconnect: calls standard:disconnect; afterwards no accounts and no reconnect; twice is fine', async () => {
    const { adapter, connectorId, devnet, wallet } = solanaAdapterSetup()
    await adapter.connect({ connectorId, network: devnet })

    await adapter.disconnect({ connectorId })

    expect(wallet.requests.map((request) => request.method)).toEqual(['connect', 'disconnect'])
    expect(wallet.isAuthorized).toBe(false)
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
    await expect(adapter.reconnect({ connectorId, network: devnet })).rejects.toBeInstanceOf(UnauthorizedProviderError)
    await expect(adapter.disconnect({ connectorId })).resolves.toBeUndefined()
  })

  it('disconnect: a wallet without standard:disconnect is forgotten locally', async () => {
    const { adapter, connectorId, devnet, wallet, registry, unregister } = solanaAdapterSetup({ wallet: { authorized: true } })
    unregister()
    const { 'standard:disconnect': _left, ...features } = wallet.features
    const plain = { version: wallet.version, name: wallet.name, icon: wallet.icon, features, get chains() { return wallet.chains }, get accounts() { return wallet.accounts } }
    registry.register(plain as never)
    await adapter.reconnect({ connectorId, network: devnet })

    await adapter.disconnect({ connectorId })

    expect(wallet.requests.map((request) => request.method)).toEqual(['connect'])
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
    await expect(adapter.reconnect({ connectorId, network: devnet })).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })

  it('events: a new first account is accountsChanged; no accounts is disconnect', async () => {
    const { adapter, connectorId, devnet, wallet, events } = solanaAdapterSetup({ wallet: { accounts: 2 } })
    await adapter.connect({ connectorId, network: devnet })
    const [first, second] = wallet.addresses

    wallet.switchAccount(1)
    await (wallet.features['standard:disconnect'] as { disconnect: () => Promise<void> }).disconnect()

    expect(events).toEqual([
      { type: 'accountsChanged', connectorId, accounts: [account(second!), account(first!)] },
      { type: 'disconnect', connectorId },
    ])
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
  })

  it('events: malformed accounts in a change are ignored with a warning', async () => {
    const { adapter, connectorId, devnet, wallet, events, warnings } = solanaAdapterSetup()
    await adapter.connect({ connectorId, network: devnet })

    wallet.emitChange({ accounts: [{ address: 'x', publicKey: new Uint8Array(3), chains: [], features: [] }] as never })

    expect(events).toEqual([])
    expect(warnings()).toEqual(['Ignored a change event with malformed accounts'])
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([account(wallet.address)])
  })

  it('events: the wallet drops the current chain → chainChanged to the first configured one it still serves', async () => {
    const { adapter, connectorId, localnet, wallet, events } = solanaAdapterSetup()
    await adapter.connect({ connectorId, network: localnet })

    wallet.setChains(['solana:devnet'])

    await expect.poll(() => events).toEqual([{ type: 'chainChanged', connectorId, chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }])
  })

  it('events: a wallet unregistered while connected → disconnect; its connector leaves the list', async () => {
    const { adapter, connectorId, devnet, unregister, events } = solanaAdapterSetup()
    await adapter.connect({ connectorId, network: devnet })

    unregister()

    expect(events).toEqual([{ type: 'disconnect', connectorId }, { type: 'connectorsChanged', connectors: [] }])
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
  })

  it('events: a second wallet registering under the same name changes nothing', async () => {
    const { adapter, connectorId, devnet, registry, events } = solanaAdapterSetup()
    await adapter.connect({ connectorId, network: devnet })

    new WalletStandardTestWallet().register(registry)

    expect(events).toEqual([])
    expect(adapter.getConnectors()).toHaveLength(1)
  })

  it('switchNetwork: a served network becomes current (chainChanged); another is ChainNotSupportedError', async () => {
    const { adapter, connectorId, devnet, localnet, events } = solanaAdapterSetup()
    await adapter.connect({ connectorId, network: devnet })

    await adapter.switchNetwork({ connectorId, network: localnet })
    await adapter.switchNetwork({ connectorId, network: localnet })

    expect(events).toEqual([{ type: 'chainChanged', connectorId, chainId: localnet.id }])
    await expect(adapter.switchNetwork({ connectorId, network: solanaMainnet })).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  it('on: the unsubscribed listener hears nothing; a throwing listener does not stop the others', async () => {
    const { adapter, connectorId, devnet, localnet } = solanaAdapterSetup()
    await adapter.connect({ connectorId, network: devnet })
    const heard: string[] = []
    const stop = adapter.on(() => heard.push('dropped'))
    adapter.on(() => {
      throw new Error('listener bug')
    })
    adapter.on((event) => heard.push(event.type))

    stop()
    await adapter.switchNetwork({ connectorId, network: localnet })

    expect(heard).toEqual(['chainChanged'])
  })
})
