import { describe, expect, it } from 'vitest'
import { firstValueFrom } from 'rxjs'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { mainnet, polygon, sepolia } from '../core/network/presets.js'
import type { NameProfile } from '../core/names/Profile.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ONE_ETH = 10n ** 18n

function setup(networks = [mainnet, polygon, sepolia]) {
  const chain = new FakeChainAdapter({ chainId: networks[0]?.id as number, knownChainIds: networks.map((network) => network.id as number) })
  const api = new InMemoryBlockchainApi()
  const clock = new ManualClock()
  const walletport = createWalletport(
    { networks },
    { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), clock },
  )
  return { walletport, chain, api, clock }
}

async function connected(networks?: Parameters<typeof setup>[0]) {
  const context = setup(networks)
  await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  await flushMicrotasks()
  return context
}

describe('balance', () => {
  it('behavior: the connected account gets its native balance, 3 decimals, with the symbol', async () => {
    const context = setup()
    context.chain.setBalance(ADDRESS, mainnet, 1_234_567n * 10n ** 12n)
    await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
    expect(context.walletport.getAccount().balance).toBe('1.234')
    expect(context.walletport.getAccount().balanceSymbol).toBe('ETH')
  })

  it('behavior: cached 30 s (virtual time), then read again', async () => {
    const { walletport, chain, clock } = await connected()
    const reads = () => chain.callsTo('getBalance').length
    expect(reads()).toBe(1)
    await walletport.refreshBalance()
    expect(reads()).toBe(1)
    await clock.advanceAsync(29_999)
    await walletport.refreshBalance()
    expect(reads()).toBe(1)
    await clock.advanceAsync(1)
    await walletport.refreshBalance()
    expect(reads()).toBe(2)
  })

  it('behavior: disconnect clears the cached balance', async () => {
    const { walletport, chain } = await connected()
    await walletport.disconnect()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
    expect(chain.callsTo('getBalance')).toHaveLength(2)
  })

  it('behavior: no polling while idle', async () => {
    const { chain, clock } = await connected()
    const before = chain.calls.length
    await clock.advanceAsync(60_000)
    expect(chain.calls.length).toBe(before)
    expect(clock.pendingTimers).toBe(0)
  })

  it('behavior: refreshed after a transaction the user sends, bypassing the cache', async () => {
    const { walletport, chain } = await connected()
    chain.setBalance(ADDRESS, mainnet, 2n * ONE_ETH)
    const hash = await walletport.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(walletport.getAccount().balance).toBe('2')
    expect(chain.callsTo('getBalance')).toHaveLength(2)
  })

  it('behavior: a failed read leaves the balance unknown without throwing', async () => {
    const context = setup()
    context.chain.failNext('getBalance', new Error('rpc down'))
    await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
    expect(context.walletport.getAccount().balance).toBeUndefined()
    expect(context.walletport.getAccount().status).toBe('connected')
  })
})

describe('identity', () => {
  const profile: NameProfile = { name: 'alice.reown.id', registered_at: '2026-01-01', addresses: {}, attributes: [] }

  it('behavior: name and avatar from the Blockchain API, cached 5 min', async () => {
    const context = setup()
    context.api.setIdentity(ADDRESS, { name: 'alice.eth', avatar: 'https://img.test/a.png' })
    await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
    expect(context.walletport.getAccount().profileName).toBe('alice.eth')
    expect(context.walletport.getAccount().profileImage).toBe('https://img.test/a.png')
    await context.walletport.switchNetwork(polygon)
    await flushMicrotasks()
    expect(context.api.callsTo('getIdentity')).toHaveLength(1)
    await context.clock.advanceAsync(5 * 60_000)
    await context.walletport.switchNetwork(mainnet)
    await flushMicrotasks()
    expect(context.api.callsTo('getIdentity')).toHaveLength(2)
  })

  it('behavior: a testnet clears name and image', async () => {
    const context = setup()
    context.api.setIdentity(ADDRESS, { name: 'alice.eth', avatar: 'https://img.test/a.png' })
    await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
    await context.walletport.switchNetwork(sepolia)
    await flushMicrotasks()
    expect(context.walletport.getAccount().profileName).toBeNull()
    expect(context.walletport.getAccount().profileImage).toBeNull()
  })

  it('behavior: on failure falls back to a name lookup and clears the image off chain 1', async () => {
    const context = setup([polygon, mainnet])
    context.api.addProfile({ ...profile, addresses: { '60': { address: ADDRESS, created: '2026-01-01' } } })
    context.api.failAlways('getIdentity', new Error('identity down'))
    await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
    expect(context.api.callsTo('reverseLookup')).toHaveLength(1)
    expect(context.walletport.getAccount().profileName).toBe('alice.reown.id')
    expect(context.walletport.getAccount().profileImage).toBeNull()
  })

  it('behavior: on failure on chain 1 the image already shown is kept', async () => {
    const context = setup([mainnet, polygon])
    context.api.setIdentity(ADDRESS, { name: 'alice.eth', avatar: 'https://img.test/a.png' })
    await context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
    await context.walletport.switchNetwork(polygon)
    await flushMicrotasks()
    context.api.failAlways('getIdentity', new Error('identity down'))
    await context.clock.advanceAsync(5 * 60_000)
    await context.walletport.switchNetwork(mainnet)
    await flushMicrotasks()
    expect(context.walletport.getAccount().profileImage).toBe('https://img.test/a.png')
  })
})

describe('signMessage', () => {
  it('behavior: signs through the connected wallet', async () => {
    const { walletport } = await connected()
    expect(await walletport.signMessage({ message: 'hello' })).toBe(FakeChainAdapter.signatureFor(ADDRESS, 'hello'))
  })

  it('behavior: a refusal is a typed UserRejectedRequestError', async () => {
    const { walletport, chain } = await connected()
    chain.failNext('signMessage', { code: 4001, message: 'User denied message signature.' })
    await expect(walletport.signMessage({ message: 'hello' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('behavior: without a connection: "Address or auth connector not found"', async () => {
    const { walletport } = setup()
    await expect(walletport.signMessage({ message: 'hello' })).rejects.toThrow('Address or auth connector not found')
  })
})

describe('removeNetwork', () => {
  it('behavior: removing the active network switches to the first remaining one', async () => {
    const { walletport, chain } = await connected()
    await walletport.removeNetwork(mainnet.caipNetworkId)
    expect(walletport.getNetwork().caipNetwork).toBe(polygon)
    expect(chain.chainIdOf()).toBe(137)
    expect(walletport.getNetwork().requestedCaipNetworks.map((network) => network.caipNetworkId)).toEqual(['eip155:137', 'eip155:11155111'])
  })

  it('behavior: removing another network keeps the active one', async () => {
    const { walletport } = await connected()
    await walletport.removeNetwork(polygon.caipNetworkId)
    expect(walletport.getNetwork().caipNetwork).toBe(mainnet)
  })
})

describe('connectorList$', () => {
  it('behavior: recent wallets move to the recent group after a connect', async () => {
    const { walletport } = await connected()
    const groups = await firstValueFrom(walletport.connectorList$)
    expect(groups.map((group) => group.group)).toEqual(['recent'])
  })
})
