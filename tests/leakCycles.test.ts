// Leaks and cycles in Node (issue 19): many create/destroy and connect/disconnect cycles, then a
// real garbage collection (tests/support/leakProbe.ts). Each scenario prints its figures and
// checks: heap growth after GC < 1 MB, every destroyed instance collected, no timer left running
// (the event loop's Timeout handles, or the ManualClock's), no listener left on the chain adapter
// or on the wallet (EIP-1193 `on`). The Chromium side is e2e/leaks.e2e.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { WalletConnectChainAdapter } from '../adapters/walletconnect/WalletConnectChainAdapter.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { anvilAt, mainnet, polygon } from '../core/network/presets.js'
import type { Network } from '../core/network/Network.js'
import type { Walletport } from '../core/Walletport.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../test-doubles/RecordingTelemetry.js'
import { startAnvil, type AnvilInstance } from './support/anvil.js'
import { activeTimers, measureCycles, megabytes } from './support/leakProbe.js'

/** The bound on heap growth per scenario, after garbage collection. */
const MAX_GROWTH = 1024 * 1024
const WALLET_ID = 'test-wallet'

let anvil: AnvilInstance
let network: Network
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  network = anvilAt(anvil.rpcUrl, 31337)
})
afterAll(() => anvil.stop())

const silent = () => new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
/** A wallet living beside the app as an extension does: one for many instances. */
const testWallet = () => new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: anvil.directUrl }] })
/** The real EVM adapter over `wallet`, with the system clock and timers (createWalletport's default). */
function viemWalletport(wallet: Eip1193TestWallet): Walletport {
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: WALLET_ID, name: 'Test Wallet', provider: wallet }], logger: silent() })
  return createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger: silent() })
}

/** `count` cycles after as many warm-up ones: the heap growth after GC (over up to three windows, see measureCycles) and the instances still alive. */
const measure = (count: number, cycle: (instances: WeakRef<object>[]) => Promise<void>) => measureCycles(count, MAX_GROWTH, cycle)

describe('leaks and cycles in Node', () => {
  it('in-memory doubles: 20 create/destroy cycles; destroy() with the wallet connected and an open() pending leaves no clock timer, no adapter listener', async () => {
    const left: { timers: number; listeners: number }[] = []
    const { growth, alive } = await measure(20, async (instances) => {
      const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
      const clock = new ManualClock()
      const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock, telemetry: new RecordingTelemetry(), logger: silent() })
      instances.push(new WeakRef(walletport))
      await walletport.ready
      walletport.open()
      await clock.advanceAsync(100)
      walletport.close()
      await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
      await walletport.refreshBalance({ force: true })
      await walletport.disconnect()
      await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
      walletport.open()
      walletport.destroy()
      left.push({ timers: clock.pendingTimers, listeners: chain.listenerCount })
    })
    console.log(`in-memory doubles, create/destroy ×20: heap ${megabytes(growth)} after GC; instances alive ${alive}; ManualClock timers after destroy ${Math.max(...left.map((each) => each.timers))}, adapter listeners ${Math.max(...left.map((each) => each.listeners))}`)
    expect(left.every((each) => each.timers === 0 && each.listeners === 0)).toBe(true)
    expect(alive).toBe(0)
    expect(growth).toBeLessThan(MAX_GROWTH)
  })

  it('ViemChainAdapter on an EIP-1193 test wallet: 20 create/destroy cycles; destroy() while connected leaves no Timeout and no wallet listener', async () => {
    const wallet = testWallet()
    const timersBefore = activeTimers()
    const left: { timers: number; listeners: number }[] = []
    const { growth, alive } = await measure(20, async (instances) => {
      const walletport = viemWalletport(wallet)
      instances.push(new WeakRef(walletport))
      await walletport.ready
      await walletport.connect({ connectorId: WALLET_ID })
      await walletport.refreshBalance({ force: true })
      // The preload this open schedules (a zero-delay timer off the browser) is still pending.
      walletport.open()
      walletport.destroy()
      left.push({ timers: activeTimers() - timersBefore, listeners: wallet.listenerCount() })
      wallet.clearRequests() // the test wallet's own record of every request: not the product's to free
    })
    console.log(`ViemChainAdapter + test wallet, create/destroy ×20: heap ${megabytes(growth)} after GC; instances alive ${alive}; Timeouts after destroy ${Math.max(...left.map((each) => each.timers))} (before: ${timersBefore}), wallet listeners ${Math.max(...left.map((each) => each.listeners))}`)
    expect(left.every((each) => each.timers <= 0 && each.listeners === 0)).toBe(true)
    expect(alive).toBe(0)
    expect(growth).toBeLessThan(MAX_GROWTH)
  })

  it('ViemChainAdapter on an EIP-1193 test wallet: 50 connect/disconnect cycles on one instance leave no wallet listener and no Timeout', async () => {
    const wallet = testWallet()
    const walletport = viemWalletport(wallet)
    await walletport.ready
    const timersBefore = activeTimers()
    const connected: number[] = []
    const left: { timers: number; listeners: number }[] = []
    const { growth } = await measure(50, async () => {
      await walletport.connect({ connectorId: WALLET_ID })
      await walletport.refreshBalance({ force: true })
      connected.push(wallet.listenerCount())
      await walletport.disconnect()
      left.push({ timers: activeTimers() - timersBefore, listeners: wallet.listenerCount() })
      wallet.clearRequests()
    })
    walletport.destroy()
    console.log(`ViemChainAdapter + test wallet, connect/disconnect ×50: heap ${megabytes(growth)} after GC; wallet listeners ${connected[0]} while connected, ${Math.max(...left.map((each) => each.listeners))} after each disconnect; Timeouts after ${Math.max(...left.map((each) => each.timers))} (before: ${timersBefore})`)
    expect(connected.every((count) => count === 3)).toBe(true) // accountsChanged, chainChanged, disconnect
    expect(left.every((each) => each.timers <= 0 && each.listeners === 0)).toBe(true)
    expect(growth).toBeLessThan(MAX_GROWTH)
  })
})

describe('leaks fixed (regressions)', () => {
  it('destroy(): cancels the preload its last open() scheduled (nothing loads or fetches afterwards)', () => {
    const clock = new ManualClock()
    const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [new FakeChainAdapter()], storage: new InMemoryStorage(), clock, logger: silent() })
    walletport.open()
    walletport.close()
    walletport.open()
    expect(clock.pendingTimers).toBe(1)
    walletport.destroy()
    expect(clock.pendingTimers).toBe(0)
  })

  it('destroy(): destroys the chain adapters it was given, so the wallet keeps no listener of a connected instance', async () => {
    const wallet = testWallet()
    const walletport = viemWalletport(wallet)
    await walletport.connect({ connectorId: WALLET_ID })
    expect(wallet.listenerCount()).toBe(3)
    walletport.destroy()
    expect(wallet.listenerCount()).toBe(0)
  })

  it('WalletConnectChainAdapter.destroy(): destroys its base adapter (the wallet keeps no listener of it)', async () => {
    const wallet = testWallet()
    const base = new ViemChainAdapter({ networks: [network], providers: [{ id: WALLET_ID, name: 'Test Wallet', provider: wallet }], logger: silent() })
    const walletConnect = new WalletConnectChainAdapter({ networks: [network], projectId: 'leaks', relayUrl: 'ws://127.0.0.1:9', base })
    await walletConnect.connect({ connectorId: WALLET_ID, network })
    expect(wallet.listenerCount()).toBe(3)
    await walletConnect.destroy()
    expect(wallet.listenerCount()).toBe(0)
  })
})
