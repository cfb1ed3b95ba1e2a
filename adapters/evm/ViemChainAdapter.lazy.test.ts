// @vitest-environment jsdom
// The shell before its code is loaded (a page's first instance): the unit setup preloads the
// code, so each test imports the shell through a fresh module graph, whose chunk is not loaded.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import { anvilAt } from '../../core/network/presets.js'
import { createWalletport } from '../../composition/createWalletport.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import { Eip1193TestWallet } from '../../test-doubles/Eip1193TestWallet.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'

let node: AnvilInstance
const cleanups: (() => void)[] = []

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await node.stop()
})
beforeEach(() => {
  vi.resetModules()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.doUnmock('./ViemChainAdapterImpl.js')
  vi.restoreAllMocks()
})

const CONNECTOR = 'test-wallet'
const ICON = 'data:image/png;base64,iVBORw0KGgo='

/** The shell's module from a fresh graph: its implementation chunk is not loaded yet. */
async function freshShell() {
  const module = await import('./ViemChainAdapter.js')
  return module
}

/** A fresh shell on the anvil node offering one given test wallet; its events are recorded. */
async function setup() {
  const { ViemChainAdapter, preloadViemChainAdapter } = await freshShell()
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: node.chainId, rpcUrl: node.rpcUrl }] })
  const network = anvilAt(node.rpcUrl, node.chainId)
  const logger = new BufferedLogger({ clock: { now: () => 0 } })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: CONNECTOR, name: 'Test Wallet', provider: wallet }], logger, enableEIP6963: false })
  cleanups.push(() => adapter.destroy())
  const events: ChainAdapterEvent[] = []
  adapter.on((event) => events.push(event))
  return { adapter, wallet, network, logger, events, preload: preloadViemChainAdapter }
}

/** Resolves once `events` holds an event of `type`. */
async function eventOf(events: readonly ChainAdapterEvent[], type: ChainAdapterEvent['type']): Promise<ChainAdapterEvent> {
  await vi.waitFor(() => expect(events.some((event) => event.type === type)).toBe(true))
  return events.find((event) => event.type === type) as ChainAdapterEvent
}

describe('ViemChainAdapter before its code is loaded', () => {
  it('behavior: getConnectors() answers an empty frozen list, then the loaded code lists the given wallet in one connectorsChanged', async () => {
    const { adapter, events } = await setup()

    const first = adapter.getConnectors()

    expect(first).toEqual([])
    expect(Object.isFrozen(first)).toBe(true)
    const changed = await eventOf(events, 'connectorsChanged')
    expect(changed).toEqual({ type: 'connectorsChanged', connectors: [expect.objectContaining({ id: CONNECTOR, name: 'Test Wallet', chain: 'eip155' })] })
    expect(adapter.getConnectors()).toBe((changed as { connectors: unknown }).connectors)
    expect(events.filter((event) => event.type === 'connectorsChanged')).toHaveLength(1)
  })

  it('behavior: an EIP-6963 wallet already announced in the page comes in the connectorsChanged of the loaded code', async () => {
    const { ViemChainAdapter } = await freshShell()
    const announced = new Eip1193TestWallet({ chains: [{ chainId: node.chainId, rpcUrl: node.rpcUrl }] })
    cleanups.push(announced.announce(window, { name: 'Early Wallet', rdns: 'dev.walletport.early', icon: ICON }))
    const adapter = new ViemChainAdapter({ networks: [anvilAt(node.rpcUrl, node.chainId)], logger: new BufferedLogger({ clock: { now: () => 0 } }) })
    cleanups.push(() => adapter.destroy())
    const events: ChainAdapterEvent[] = []
    adapter.on((event) => events.push(event))

    expect(adapter.getConnectors()).toEqual([])

    const changed = await eventOf(events, 'connectorsChanged')
    expect(changed).toMatchObject({ connectors: [{ id: 'dev.walletport.early', type: 'ANNOUNCED', name: 'Early Wallet' }] })
  })

  it('behavior: no wallet at all → getConnectors() stays empty and no connectorsChanged is told', async () => {
    const { ViemChainAdapter, preloadViemChainAdapter } = await freshShell()
    const adapter = new ViemChainAdapter({ networks: [anvilAt(node.rpcUrl, node.chainId)], enableEIP6963: false, enableInjected: false })
    cleanups.push(() => adapter.destroy())
    const events: ChainAdapterEvent[] = []
    adapter.on((event) => events.push(event))

    adapter.getConnectors()
    await preloadViemChainAdapter()
    await new Promise((resolve) => setTimeout(resolve, 0))

    expect(adapter.getConnectors()).toEqual([])
    expect(events).toEqual([])
  })

  it('behavior: connect() before the code is loaded waits for it and connects the given wallet (accounts checksummed, chain id)', async () => {
    const { adapter, wallet, network } = await setup()

    const result = await adapter.connect({ connectorId: CONNECTOR, network })

    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(result.accounts[0]).toEqual({ namespace: 'eip155', address: ANVIL_ACCOUNTS[0]?.address, type: 'eoa' })
    expect(result.chainId).toBe(31337)
    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toHaveLength(2)
  })

  it('behavior: listeners subscribed before the code came hear the wallet events; an unsubscribed one does not; one that throws is logged and the others still hear', async () => {
    const { adapter, wallet, network, logger, events } = await setup()
    const gone: ChainAdapterEvent[] = []
    const unsubscribe = adapter.on((event) => gone.push(event))
    adapter.on(() => {
      throw new Error('listener bug')
    })
    unsubscribe()
    await adapter.connect({ connectorId: CONNECTOR, network })

    wallet.switchAccount(1)

    const changed = await eventOf(events, 'accountsChanged')
    expect(changed).toMatchObject({ connectorId: CONNECTOR })
    expect((changed as { accounts: readonly { address: string }[] }).accounts[0]?.address).toBe(ANVIL_ACCOUNTS[1]?.address)
    expect(gone).toEqual([])
    expect(logger.entries().filter((entry) => entry.level === 'error').map((entry) => [entry.message, (entry.data as Error).message])).toEqual([['A chain adapter listener threw', 'listener bug']])
  })

  it('behavior: two listeners that throw → both errors logged in one entry (as its cause), the other listener still hears', async () => {
    const { adapter, wallet, network, logger, events } = await setup()
    adapter.on(() => {
      throw new Error('first bug')
    })
    adapter.on(() => {
      throw new Error('second bug')
    })
    await adapter.connect({ connectorId: CONNECTOR, network })

    wallet.switchAccount(1)

    await eventOf(events, 'accountsChanged')
    const errors = logger.entries().filter((entry) => entry.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]?.data).toMatchObject({ message: '2 chain adapter listeners threw', cause: [{ message: 'first bug' }, { message: 'second bug' }] })
  })

  it('behavior: destroy() before the code is loaded → no discovery is ever started, calls reject typed, listeners hear nothing', async () => {
    const { ViemChainAdapter, preloadViemChainAdapter } = await freshShell()
    const added = vi.spyOn(window, 'addEventListener')
    const requested = vi.fn()
    window.addEventListener('eip6963:requestProvider', requested)
    cleanups.push(() => window.removeEventListener('eip6963:requestProvider', requested))
    const network = anvilAt(node.rpcUrl, node.chainId)
    const adapter = new ViemChainAdapter({ networks: [network] })
    const events: ChainAdapterEvent[] = []
    adapter.on((event) => events.push(event))

    expect(adapter.getConnectors()).toEqual([])
    adapter.destroy()
    await preloadViemChainAdapter()
    await new Promise((resolve) => setTimeout(resolve, 0))

    expect(added.mock.calls.map(([type]) => type).filter((type) => type !== 'eip6963:requestProvider')).toEqual([])
    expect(requested).not.toHaveBeenCalled()
    expect(adapter.getConnectors()).toEqual([])
    const error: unknown = await adapter.connect({ connectorId: CONNECTOR, network }).catch((caught: unknown) => caught)
    // The fresh graph has its own BaseError class: its name and text say it.
    expect(error).toMatchObject({ name: 'WalletportError', shortMessage: 'The eip155 adapter was destroyed' })
    expect(events).toEqual([])
  })

  it('behavior: destroy() while the code loads → the pending connect rejects, the code arriving is never built (no discovery)', async () => {
    const { adapter, wallet, network, events } = await setup()
    const added = vi.spyOn(window, 'addEventListener')

    const pending = adapter.connect({ connectorId: CONNECTOR, network }).catch((caught: unknown) => caught)
    adapter.destroy()

    expect(await pending).toMatchObject({ shortMessage: 'The eip155 adapter was destroyed' })
    expect(wallet.requests).toEqual([])
    expect(added).not.toHaveBeenCalled()
    expect(events).toEqual([])
  })

  it('behavior: the chunk fails to load → that call rejects with the load error; the next call loads it again and works', async () => {
    let imports = 0
    vi.doMock('./ViemChainAdapterImpl.js', async (importOriginal) => {
      imports += 1
      if (imports === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return await importOriginal()
    })
    const { adapter, network } = await setup()

    const failed: unknown = await adapter.connect({ connectorId: CONNECTOR, network }).catch((caught: unknown) => caught)

    // vitest wraps a mock factory's throw; the import's own error is its cause.
    expect(String((failed as Error).cause)).toContain('Failed to fetch dynamically imported module')
    const result = await adapter.connect({ connectorId: CONNECTOR, network })
    expect(result.chainId).toBe(31337)
    expect(imports).toBe(2)
  })

  it('behavior: a failed load during getConnectors() is logged; the next getConnectors() tries again and the wallets arrive', async () => {
    let imports = 0
    vi.doMock('./ViemChainAdapterImpl.js', async (importOriginal) => {
      imports += 1
      if (imports === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return await importOriginal()
    })
    const { adapter, logger, events } = await setup()

    expect(adapter.getConnectors()).toEqual([])
    await vi.waitFor(() => expect(logger.entries().map((entry) => entry.message)).toContain('The eip155 adapter could not load its code'))
    expect(adapter.getConnectors()).toEqual([])

    await eventOf(events, 'connectorsChanged')
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([CONNECTOR])
    expect(imports).toBe(2)
  })

  it('behavior: once the code is loaded, a new instance builds it at construction (getConnectors() answers at once)', async () => {
    const { ViemChainAdapter, preloadViemChainAdapter } = await freshShell()
    await preloadViemChainAdapter()
    const wallet = new Eip1193TestWallet({ chains: [{ chainId: node.chainId, rpcUrl: node.rpcUrl }] })

    const adapter = new ViemChainAdapter({ networks: [anvilAt(node.rpcUrl, node.chainId)], providers: [{ id: CONNECTOR, name: 'Test Wallet', provider: wallet }], enableEIP6963: false })
    cleanups.push(() => adapter.destroy())

    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([CONNECTOR])
  })

  it('behavior: a walletport made with a shell whose code is not loaded lists the given wallet once it arrives, and connects it', async () => {
    const { adapter, network } = await setup()
    const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage() })
    cleanups.push(() => walletport.destroy())

    await vi.waitFor(() => expect(walletport.getConnectors().map((connector) => connector.id)).toEqual([CONNECTOR]))
    await walletport.connect({ connectorId: CONNECTOR })

    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNTS[0]?.address })
  })

  it('behavior: a connect called at once, before the code is loaded, still names the wallet (the connector is read after the wallet answered)', async () => {
    // The code arrives well after the use case started (a slow network).
    vi.doMock('./ViemChainAdapterImpl.js', async (importOriginal) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      return await importOriginal()
    })
    const { adapter, network } = await setup()
    const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage() })
    cleanups.push(() => walletport.destroy())

    await walletport.connect({ connectorId: CONNECTOR })

    expect(walletport.getAccount()).toMatchObject({ status: 'connected', connectedWalletInfo: { name: 'Test Wallet' } })
  })
})
