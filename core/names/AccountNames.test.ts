import { describe, expect, it } from 'vitest'
import { createWalletport } from '../../composition/createWalletport.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { UserRejectedRequestError } from '../errors/walletErrors.js'
import { mainnet } from '../network/presets.js'
import { AccountNameError } from './AccountNameError.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

async function setup(options: { readonly connect?: boolean } = {}) {
  const chain = new FakeChainAdapter({ chainId: 1 })
  const api = new InMemoryBlockchainApi()
  const clock = new ManualClock({ now: Date.UTC(2026, 10, 22, 12) })
  const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), clock })
  if (options.connect !== false) await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  const names = {
    suggest: (label: string) => walletport.suggestAccountNames(label),
    register: (label: string) => walletport.registerAccountName(label),
    resolve: (name: string) => walletport.resolveAccountName(name),
    namesOf: (address: string) => walletport.accountNamesOf(address),
    getSnapshot: () => walletport.getAccountNames(),
  }
  return { walletport, chain, api, names }
}

const failure = () => new HttpRequestError({ url: 'memory://x', method: 'GET', status: 503 })
const settle = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('AccountNames: suggestions', () => {
  it('loading flag, then the suggestions with their registered flag', async () => {
    const { names, api } = await setup()
    api.addProfile({ name: 'alice.reown.id', registered_at: '2026-01-01T00:00:00Z', addresses: {}, attributes: [] })

    const pending = names.suggest('alice')
    expect(names.getSnapshot().loading).toBe(true)
    await pending

    expect(names.getSnapshot()).toEqual({
      loading: false,
      error: undefined,
      suggestions: [
        { name: 'alice.reown.id', registered: true },
        { name: 'alice1.reown.id', registered: false },
        { name: 'alice-wallet.reown.id', registered: false },
      ],
    })
  })

  it('behavior: before anything loaded the lazy code (no connect yet), suggest still sets loading at once, then fills', async () => {
    const { names } = await setup({ connect: false })

    const pending = names.suggest('alice')
    expect(names.getSnapshot().loading).toBe(true)
    await pending

    expect(names.getSnapshot()).toMatchObject({ loading: false, error: undefined })
    expect(names.getSnapshot().suggestions.length).toBeGreaterThan(0)
  })

  it.each(['abc', 'al ice', 'alice.eth', ''])('an invalid label %j clears the list and asks nothing', async (label) => {
    const { names, api } = await setup()

    await names.suggest(label)

    expect(names.getSnapshot().suggestions).toEqual([])
    expect(api.callsTo('getNameSuggestions')).toHaveLength(0)
  })

  it("a failure says 'Error fetching name suggestions'", async () => {
    const { names, api } = await setup()
    api.failNext('getNameSuggestions', failure())

    await names.suggest('alice')

    expect(names.getSnapshot()).toMatchObject({ loading: false, suggestions: [], error: 'Error fetching name suggestions' })
  })
})

describe('AccountNames: register', () => {
  it('signs { name, attributes, timestamp }, posts it with coin type 60, and the name becomes the profile name', async () => {
    const { walletport, names, api, chain } = await setup()

    const profile = await names.register('Alice-1')

    expect(profile.name).toBe('alice-1.reown.id')
    const [signed] = chain.callsTo('signMessage')
    expect(JSON.parse(signed?.message ?? '{}')).toEqual({ name: 'alice-1.reown.id', attributes: {}, timestamp: Date.UTC(2026, 10, 22, 12) / 1000 })
    expect(api.callsTo('registerName')[0]).toMatchObject({ coinType: 60, address: ADDRESS, message: signed?.message })
    expect(walletport.getAccount().profileName).toBe('alice-1.reown.id')
  })

  it.each([
    ['a declined signature', (context: Awaited<ReturnType<typeof setup>>) => context.chain.failNext('signMessage', new UserRejectedRequestError())],
    ['a taken name', (context: Awaited<ReturnType<typeof setup>>) => context.api.addProfile({ name: 'alice.reown.id', registered_at: '2026-01-01T00:00:00Z', addresses: {}, attributes: [] })],
    ['a server failure', (context: Awaited<ReturnType<typeof setup>>) => context.api.failNext('registerName', failure())],
  ])("%s → 'Error registering name', the profile name unchanged", async (_, arrange) => {
    const context = await setup()
    arrange(context)

    const error = await settle(context.names.register('alice'))

    expect(error).toBeInstanceOf(AccountNameError)
    expect((error as AccountNameError).shortMessage).toBe('Error registering name')
    expect(context.walletport.getAccount().profileName).toBeNull()
  })

  it('an invalid label or no account is refused before the wallet is asked', async () => {
    const connected = await setup()
    const disconnected = await setup({ connect: false })

    expect(((await settle(connected.names.register('ab'))) as AccountNameError).shortMessage).toBe('Error registering name')
    expect(((await settle(disconnected.names.register('alice'))) as AccountNameError).shortMessage).toBe('Error registering name')
    expect(connected.chain.callsTo('signMessage')).toHaveLength(0)
  })
})

describe('AccountNames: resolve and reverse lookup', () => {
  it("resolves a registered name; an unknown one is 'Error resolving name'", async () => {
    const { names } = await setup()
    await names.register('alice')

    await expect(names.resolve('alice.reown.id')).resolves.toMatchObject({ name: 'alice.reown.id' })
    expect(((await settle(names.resolve('nobody.reown.id'))) as AccountNameError).shortMessage).toBe('Error resolving name')
  })

  it("lists an address's names; a failure is 'Error fetching names for address'", async () => {
    const { names, api } = await setup()
    await names.register('alice')

    expect((await names.namesOf(ADDRESS)).map((profile) => profile.name)).toEqual(['alice.reown.id'])
    api.failNext('reverseLookup', failure())
    expect(((await settle(names.namesOf(ADDRESS))) as AccountNameError).shortMessage).toBe('Error fetching names for address')
  })
})
