import { describe, expect, it } from 'vitest'
import { firstValueFrom, filter } from 'rxjs'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { NetworkNotFoundError } from '../core/errors/notFoundErrors.js'
import { InvalidOptionsError } from '../core/options/InvalidOptionsError.js'
import { anvil, mainnet, polygon, solana } from '../core/network/presets.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../test-doubles/RecordingTelemetry.js'
import { createWalletport, type WalletportOverrides } from './createWalletport.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

function setup(overrides: WalletportOverrides = {}, options: Partial<Parameters<typeof createWalletport>[0]> = {}) {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const storage = new InMemoryStorage()
  const clock = new ManualClock()
  const telemetry = new RecordingTelemetry()
  const walletport = createWalletport(
    { networks: [mainnet, polygon], ...options },
    { chainAdapters: [chain], storage, clock, telemetry, ...overrides },
  )
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { walletport, chain, storage, clock, telemetry, events }
}

describe('createWalletport', () => {
  it('default: runs in Node with the default adapters and starts disconnected', async () => {
    const walletport = createWalletport({ networks: [mainnet] })
    await walletport.ready
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getNetwork().caipNetwork).toBe(mainnet)
    expect(walletport.getModal().open).toBe(false)
    walletport.destroy()
  })

  it('behavior: invalid options throw one typed error before anything is built', () => {
    expect(() => createWalletport({ networks: [] })).toThrow(InvalidOptionsError)
  })

  it('behavior: two instances in one process share no state (no SSR leak)', async () => {
    const a = setup()
    const b = setup()
    await a.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    expect(a.walletport.getAccount().status).toBe('connected')
    expect(b.walletport.getAccount().status).toBe('disconnected')
    a.walletport.open()
    expect(b.walletport.getModal().open).toBe(false)
  })
})

describe('connect', () => {
  it('behavior: sets the account state from the wallet and persists the connection', async () => {
    const { walletport, storage, events, chain } = setup()
    const result = await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    const account = walletport.getAccount()
    expect(result).toEqual({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(account.status).toBe('connected')
    expect(account.address).toBe(ADDRESS)
    expect(account.caipAddress).toBe(`eip155:1:${ADDRESS}`)
    expect(account.allAccounts.map((each) => each.address)).toEqual([ADDRESS])
    expect(account.addressExplorerUrl).toBe(`https://etherscan.io/address/${ADDRESS}`)
    expect(JSON.parse(storage.dump()['connections'] ?? '[]')).toEqual([
      { namespace: 'eip155', connectorId: FAKE_CONNECTOR_ID, caipNetworkId: 'eip155:1', status: 'connected' },
    ])
    expect(JSON.parse(storage.dump()['recentWallets'] ?? '[]')).toEqual([{ id: FAKE_CONNECTOR_ID, rdns: chain.getConnectors()[0]?.info?.rdns }])
    expect(events).toContainEqual({ type: 'CONNECT_SUCCESS', namespace: 'eip155', connectorId: FAKE_CONNECTOR_ID, address: ADDRESS })
  })

  it('behavior: shows connecting while the wallet prompt is open', async () => {
    const { walletport, chain } = setup()
    const held = chain.holdNext('connect')
    const pending = walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await held.whenReached
    expect(walletport.getAccount().status).toBe('connecting')
    held.release()
    await pending
    expect(walletport.getAccount().status).toBe('connected')
  })

  it('behavior: a user rejection leaves the state as it was and throws typed', async () => {
    const { walletport, chain, storage, events } = setup()
    chain.failNext('connect', { code: 4001, message: 'User rejected the request.' })
    const failure = await walletport.connect({ connectorId: FAKE_CONNECTOR_ID }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getAccount().address).toBeUndefined()
    expect(storage.dump()['connections']).toBeUndefined()
    expect(events.map((event) => event.type)).toEqual(['CONNECT_ERROR'])
  })

  it('behavior: a wallet answering a malformed address is refused, not trusted', async () => {
    const chain = new FakeChainAdapter({ accounts: [{ namespace: 'eip155', address: '0xnot-an-address', type: 'eoa' }] })
    const { walletport } = setup({ chainAdapters: [chain] })
    await expect(walletport.connect({ connectorId: FAKE_CONNECTOR_ID })).rejects.toThrow(/invalid response/)
    expect(walletport.getAccount().status).toBe('disconnected')
  })

  it('behavior: a namespace without an adapter is a typed wiring error', async () => {
    const { walletport } = setup({}, { networks: [mainnet, solana] })
    await expect(walletport.connect({ connectorId: 'x', namespace: 'solana' })).rejects.toThrow('Chain adapter not found')
  })
})

describe('reconnect on reload', () => {
  it('behavior: a stored connection becomes connecting, then connected, with no prompt', async () => {
    const first = setup()
    await first.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })

    const chain = new FakeChainAdapter({ chainId: 1, authorized: true })
    const held = chain.holdNext('reconnect')
    const second = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [chain], storage: first.storage, clock: new ManualClock() })
    await held.whenReached
    expect(second.getAccount().status).toBe('connecting')
    held.release()
    await second.ready
    expect(second.getAccount().status).toBe('connected')
    expect(second.getAccount().address).toBe(ADDRESS)
    expect(chain.callsTo('connect')).toHaveLength(0)
    expect(chain.callsTo('reconnect')).toHaveLength(1)
  })

  it('behavior: a failed sync sets disconnected and forgets the connection', async () => {
    const first = setup()
    await first.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    const chain = new FakeChainAdapter({ authorized: false })
    const second = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], storage: first.storage, clock: new ManualClock() })
    await second.ready
    expect(second.getAccount().status).toBe('disconnected')
    expect(JSON.parse(first.storage.dump()['connections'] ?? 'null')).toEqual([])
  })

  it('behavior: corrupt stored data is discarded without a crash', async () => {
    const storage = new InMemoryStorage({ connections: '{"not":"a list"', recentWallets: '[{"id":5}]' })
    const chain = new FakeChainAdapter({ authorized: true })
    const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], storage, clock: new ManualClock() })
    await walletport.ready
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(chain.callsTo('reconnect')).toHaveLength(0)
    expect(storage.dump()['connections']).toBeUndefined()
  })

  it('parameters: enableReconnect false never touches the wallet', async () => {
    const storage = new InMemoryStorage({
      connections: JSON.stringify([{ namespace: 'eip155', connectorId: FAKE_CONNECTOR_ID, caipNetworkId: 'eip155:1', status: 'connected' }]),
    })
    const chain = new FakeChainAdapter({ authorized: true })
    const walletport = createWalletport({ networks: [mainnet], enableReconnect: false }, { chainAdapters: [chain], storage })
    await walletport.ready
    expect(chain.calls).toHaveLength(0)
    expect(walletport.getAccount().status).toBe('disconnected')
  })
})

describe('wallet events', () => {
  it('behavior: an empty accountsChanged (locked wallet) disconnects', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'accountsChanged', connectorId: FAKE_CONNECTOR_ID, accounts: [] })
    await flushMicrotasks()
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getState().connections).toEqual([])
  })

  it('behavior: accountsChanged moves to the new first account', async () => {
    const { walletport, chain, events } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    const next = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    chain.emit({ type: 'accountsChanged', connectorId: FAKE_CONNECTOR_ID, accounts: [{ namespace: 'eip155', address: next, type: 'eoa' }] })
    await flushMicrotasks()
    expect(walletport.getAccount().address).toBe(next)
    expect(walletport.getAccount().caipAddress).toBe(`eip155:1:${next}`)
    expect(events.at(-1)).toEqual({ type: 'ACCOUNT_CHANGED', namespace: 'eip155', address: next })
  })

  it('behavior: chainChanged to a configured chain updates the network', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 137 })
    await flushMicrotasks()
    expect(walletport.getNetwork().caipNetwork).toBe(polygon)
    expect(walletport.getAccount().caipAddress).toBe(`eip155:137:${ADDRESS}`)
  })

  it('behavior: chainChanged to an unconfigured chain opens UnsupportedChain, which cannot be closed', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 56 })
    await flushMicrotasks()
    expect(walletport.getNetwork().isSupported).toBe(false)
    expect(walletport.getModal().open).toBe(true)
    expect(walletport.getRoute().view).toBe('UnsupportedChain')
    expect(walletport.close()).toBe(false)
    expect(walletport.getModal().shake).toBe(true)

    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 1 })
    await flushMicrotasks()
    expect(walletport.getModal().open).toBe(false)
  })

  it('parameters: allowUnsupportedChain keeps the modal shut', async () => {
    const { walletport, chain } = setup({}, { allowUnsupportedChain: true })
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 56 })
    await flushMicrotasks()
    expect(walletport.getNetwork().isSupported).toBe(false)
    expect(walletport.getModal().open).toBe(false)
  })

  it('behavior: events from a connector that is not the live one are ignored', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'disconnect', connectorId: 'someone-else' })
    await flushMicrotasks()
    expect(walletport.getAccount().status).toBe('connected')
  })
})

describe('disconnect', () => {
  it('behavior: clears the account and the stored connection', async () => {
    const { walletport, storage, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await walletport.disconnect()
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getAccount().address).toBeUndefined()
    expect(JSON.parse(storage.dump()['connections'] ?? 'null')).toEqual([])
    expect(chain.isConnected()).toBe(false)
  })

  it('behavior: the next remaining connection becomes current', async () => {
    const evm = new FakeChainAdapter({ chainId: 1 })
    const sol = new FakeChainAdapter({ namespace: 'solana' })
    const { walletport } = setup({ chainAdapters: [evm, sol] }, { networks: [mainnet, solana] })
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155' })
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'solana' })
    expect(walletport.getState().activeNamespace).toBe('solana')
    await walletport.disconnect()
    expect(walletport.getState().activeNamespace).toBe('eip155')
    expect(walletport.getAccount().status).toBe('connected')
    expect(walletport.getAccount('solana').status).toBe('disconnected')
  })

  it('behavior: a wallet that never answers is waited for at most 3 s (virtual time)', async () => {
    const { walletport, chain, clock } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.holdNext('disconnect')
    let done = false
    const pending = walletport.disconnect().then(() => (done = true))
    await clock.advanceAsync(2_999)
    expect(done).toBe(false)
    await clock.advanceAsync(1)
    await pending
    expect(done).toBe(true)
    expect(walletport.getAccount().status).toBe('disconnected')
  })

  it('behavior: a failing wallet still clears local state, then throws the §8 text', async () => {
    const { walletport, chain, events } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.failNext('disconnect', new Error('boom'))
    await expect(walletport.disconnect()).rejects.toThrow('Failed to disconnect chain(s)')
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(events.at(-1)?.type).toBe('DISCONNECT_ERROR')
  })
})

describe('switchNetwork', () => {
  it('behavior: a connected wallet switches and the state follows', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await walletport.switchNetwork(polygon)
    expect(chain.chainIdOf()).toBe(137)
    expect(walletport.getNetwork().caipNetwork).toBe(polygon)
  })

  it('behavior: the wallet echoing our own switch as chainChanged emits no extra state', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await walletport.switchNetwork(polygon)
    const before = walletport.getState()
    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 137 })
    await flushMicrotasks()
    expect(walletport.getState()).toBe(before)
  })

  it('behavior: a rejected switch leaves the state as it was', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.failNext('switchNetwork', new UserRejectedRequestError())
    await expect(walletport.switchNetwork(polygon)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getNetwork().caipNetwork).toBe(mainnet)
  })

  it('behavior: without a connection only the active network is set', async () => {
    const { walletport, chain } = setup()
    await walletport.switchNetwork(polygon)
    expect(chain.calls).toHaveLength(0)
    expect(walletport.getNetwork().caipNetwork).toBe(polygon)
  })

  it('behavior: a network that is not configured is refused with "Network not found"', async () => {
    const { walletport } = setup()
    await expect(walletport.switchNetwork(anvil)).rejects.toBeInstanceOf(NetworkNotFoundError)
    await expect(walletport.switchNetwork(anvil)).rejects.toThrow('Network not found')
  })
})

describe('observables', () => {
  it('behavior: account$ emits the connected account; watchAccount unsubscribes', async () => {
    const { walletport } = setup()
    const seen: string[] = []
    const stop = walletport.watchAccount((account) => seen.push(account.status))
    const connected = firstValueFrom(walletport.account$.pipe(filter((account) => account.status === 'connected')))
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    expect((await connected).address).toBe(ADDRESS)
    await walletport.refreshBalance()
    stop()
    const seenBeforeStop = seen.length
    await walletport.disconnect()
    expect(seen.slice(0, 3)).toEqual(['disconnected', 'connecting', 'connected'])
    expect(seen).toHaveLength(seenBeforeStop)
  })
})

describe('telemetry', () => {
  it('behavior: with analytics off nothing at all is sent', async () => {
    const { walletport, telemetry } = setup({}, { projectId: 'p1' })
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await walletport.switchNetwork(polygon)
    await flushMicrotasks()
    expect(telemetry.attempts).toBe(0)
  })

  it('parameters: analytics on sends the §7 event shape', async () => {
    const { walletport, telemetry } = setup({}, { projectId: 'p1', features: { analytics: true } })
    await walletport.switchNetwork(polygon)
    await flushMicrotasks()
    const event = telemetry.events.find((each) => each.props.event === 'SWITCH_NETWORK')
    expect(event).toMatchObject({ props: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:137' } } })
    expect(typeof event?.eventId).toBe('string')
    expect(typeof event?.timestamp).toBe('number')
  })
})
