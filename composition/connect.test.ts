import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { mainnet, polygon, solana } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { fakeWalletport as setup } from '../tests/support/fakeWalletport.js'
import { createWalletport } from './createWalletport.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

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

  it('behavior: a failing wallet still clears local state, then throws "Failed to disconnect chain(s)"', async () => {
    const { walletport, chain, events } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.failNext('disconnect', new Error('boom'))
    await expect(walletport.disconnect()).rejects.toThrow('Failed to disconnect chain(s)')
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(events.at(-1)?.type).toBe('DISCONNECT_ERROR')
  })
})
