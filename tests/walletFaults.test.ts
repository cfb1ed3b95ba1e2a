import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { isAbortError } from '../core/errors/AbortedError.js'
import { BaseError } from '../core/errors/BaseError.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { anvilAt } from '../core/network/presets.js'
import type { Network } from '../core/network/Network.js'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { flushMicrotasks, ManualClock } from '../test-doubles/ManualClock.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

// Faults of the wallet itself: slow, throwing odd values, talking after it was disconnected.
// Real parts: an EIP-1193 wallet signing locally on an anvil chain, the real ViemChainAdapter,
// the whole core. The product's own timers run on a ManualClock (no real 60 s wait).
const [first, second] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
let chain: AnvilInstance
let network: Network

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  network = anvilAt(chain.rpcUrl, 31337)
})
afterAll(async () => {
  await chain.stop()
})

/** The test wallet, with one method answered late (held until released) or by a throw of any value. */
class FaultyWallet {
  readonly wallet: Eip1193TestWallet
  #hold: { readonly method: string; readonly released: Promise<void>; readonly reached: () => void } | undefined
  #throwNext: { readonly method: string; readonly value: unknown } | undefined

  constructor(wallet: Eip1193TestWallet) {
    this.wallet = wallet
  }

  /** The next call of `method` waits for `release()`; `reached` resolves when the call arrived. */
  holdNext(method: string): { readonly release: () => void; readonly reached: Promise<void> } {
    let release = (): void => undefined
    let reached = (): void => undefined
    const arrived = new Promise<void>((resolve) => (reached = resolve))
    this.#hold = { method, released: new Promise<void>((resolve) => (release = resolve)), reached }
    return { release, reached: arrived }
  }

  /** The next call of `method` throws `value` (not necessarily an Error). */
  throwNext(method: string, value: unknown): void {
    this.#throwNext = { method, value }
  }

  readonly request = async (args: { method: string; params?: unknown }): Promise<unknown> => {
    const hold = this.#hold
    if (hold?.method === args.method) {
      this.#hold = undefined
      hold.reached()
      await hold.released
    }
    const thrown = this.#throwNext
    if (thrown?.method === args.method) {
      this.#throwNext = undefined
      throw thrown.value
    }
    return this.wallet.request(args)
  }

  readonly on = (event: Parameters<Eip1193TestWallet['on']>[0], listener: Parameters<Eip1193TestWallet['on']>[1]): this => {
    this.wallet.on(event, listener)
    return this
  }

  readonly removeListener = (event: Parameters<Eip1193TestWallet['removeListener']>[0], listener: Parameters<Eip1193TestWallet['removeListener']>[1]): this => {
    this.wallet.removeListener(event, listener)
    return this
  }
}

function setup() {
  const faulty = new FaultyWallet(new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }, { chainId: 31338, rpcUrl: chain.directUrl }] }))
  // A second wallet the visitor may pick instead, on another account.
  const other = new FaultyWallet(new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }], privateKeys: [second.privateKey] }))
  const clock = new ManualClock({ now: Date.now() })
  const logger = new BufferedLogger({ clock, level: 'silent' })
  const providers = [
    { id: 'test-wallet', name: 'Test Wallet', provider: faulty },
    { id: 'other-wallet', name: 'Other Wallet', provider: other },
  ]
  const adapter = new ViemChainAdapter({ networks: [network], providers, logger })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), clock, logger })
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { faulty, other, wallet: faulty.wallet, clock, logger, adapter, walletport, events }
}

describe('a wallet that answers after 60 s', () => {
  it('behavior: connect stays “connecting” (no time-out: the visitor may still be in the wallet’s prompt); the modal stays usable; the late answer connects', async () => {
    const { faulty, clock, walletport, events, adapter } = setup()
    const { release, reached } = faulty.holdNext('eth_requestAccounts')
    walletport.open()

    const pending = walletport.connect({ connectorId: 'test-wallet' })
    await reached
    await clock.advanceAsync(60_000)

    expect(walletport.getAccount().status).toBe('connecting')
    expect(walletport.close()).toBe(true)
    walletport.open()
    expect(walletport.getModal().open).toBe(true)
    expect(events.filter((event) => event.type.startsWith('CONNECT'))).toEqual([])

    release()
    await expect(pending).resolves.toEqual({ address: first.address, caipNetworkId: 'eip155:31337' })
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: first.address })
    adapter.destroy()
    walletport.destroy()
  })

  it('errors: a rejection after 60 s is a typed UserRejectedRequestError; the account is back where it was', async () => {
    const { faulty, wallet, clock, walletport, adapter } = setup()
    const { release, reached } = faulty.holdNext('eth_requestAccounts')
    wallet.rejectNext('eth_requestAccounts')

    const pending = walletport.connect({ connectorId: 'test-wallet' })
    const settled = pending.then(() => undefined, (error: unknown) => error)
    await reached
    await clock.advanceAsync(60_000)
    release()

    expect(await settled).toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getAccount().status).toBe('disconnected')
    adapter.destroy()
    walletport.destroy()
  })

  it('behavior: a signature answered after 60 s is still the signature (a time-out would lose a prompt the visitor approved)', async () => {
    const { faulty, clock, walletport, adapter } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    const { release, reached } = faulty.holdNext('personal_sign')

    const pending = walletport.signMessage({ message: 'hello' })
    await reached
    await clock.advanceAsync(60_000)
    release()

    await expect(pending).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    adapter.destroy()
    walletport.destroy()
  })
})

describe('a wallet that answers after 60 s, when the visitor has moved on', () => {
  it('behavior: the visitor disconnected meanwhile → the late answer changes nothing (AbortedError), the wallet is let go', async () => {
    const { faulty, wallet, clock, walletport, events, adapter } = setup()
    const { release, reached } = faulty.holdNext('eth_requestAccounts')
    const settled = walletport.connect({ connectorId: 'test-wallet' }).then(() => undefined, (error: unknown) => error)
    await reached

    await walletport.disconnect()
    await clock.advanceAsync(60_000)
    release()
    const error = await settled

    expect(isAbortError(error)).toBe(true)
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getState().connections).toEqual([])
    expect(events.filter((event) => event.type.startsWith('CONNECT'))).toEqual([])
    // Let go: the adapter asked the wallet to revoke the site's permission.
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_revokePermissions')
    adapter.destroy()
    walletport.destroy()
  })

  it('behavior: the visitor picked another wallet, which answered first → the late answer of the first does not take over', async () => {
    const { faulty, clock, walletport, adapter } = setup()
    const { release, reached } = faulty.holdNext('eth_requestAccounts')
    const late = walletport.connect({ connectorId: 'test-wallet' }).then(() => undefined, (error: unknown) => error)
    await reached

    await expect(walletport.connect({ connectorId: 'other-wallet' })).resolves.toMatchObject({ address: second.address })
    await clock.advanceAsync(60_000)
    release()

    expect(isAbortError(await late)).toBe(true)
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: second.address })
    expect(walletport.getState().connections.map((connection) => connection.connectorId)).toEqual(['other-wallet'])
    adapter.destroy()
    walletport.destroy()
  })

  it('behavior: a late rejection of an abandoned connect does not undo the later connection', async () => {
    const { faulty, wallet, walletport, adapter, events } = setup()
    const { release, reached } = faulty.holdNext('eth_requestAccounts')
    wallet.rejectNext('eth_requestAccounts')
    const late = walletport.connect({ connectorId: 'test-wallet' }).then(() => undefined, (error: unknown) => error)
    await reached
    await walletport.connect({ connectorId: 'other-wallet' })

    release()

    expect(isAbortError(await late)).toBe(true)
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: second.address })
    expect(events.filter((event) => event.type === 'CONNECT_ERROR')).toEqual([])
    adapter.destroy()
    walletport.destroy()
  })
})

describe('a wallet that throws values that are not Errors', () => {
  const odd: [string, unknown][] = [
    ['a string', 'User denied'],
    ['a number', 4001],
    ['null', null],
    ['undefined', undefined],
    ['an object without message', { reason: 'nope' }],
    ['an object with a code and no message', { code: 4001 }],
    ['a symbol', Symbol('weird')],
    ['a frozen array', Object.freeze(['a'])],
  ]

  it.each(odd)('errors: connect — %s → a typed walletport error (CONNECT_ERROR), state unchanged, nothing uncaught', async (_name, value) => {
    const { faulty, walletport, events, adapter } = setup()
    faulty.throwNext('eth_requestAccounts', value)

    const error: unknown = await walletport.connect({ connectorId: 'test-wallet' }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(BaseError)
    expect(typeof (error as BaseError).shortMessage).toBe('string')
    expect((error as BaseError).shortMessage.length).toBeGreaterThan(0)
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(events).toEqual([expect.objectContaining({ type: 'CONNECT_ERROR', error })])
    adapter.destroy()
    walletport.destroy()
  })

  it('errors: a code 4001 object without message is the user rejecting; a bare string is a generic wallet failure', async () => {
    const { faulty, walletport, adapter } = setup()
    faulty.throwNext('eth_requestAccounts', { code: 4001 })
    await expect(walletport.connect({ connectorId: 'test-wallet' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    faulty.throwNext('eth_requestAccounts', 'boom')
    await expect(walletport.connect({ connectorId: 'test-wallet' })).rejects.toMatchObject({ category: 'WALLET_ERROR' })
    adapter.destroy()
    walletport.destroy()
  })

  it.each(odd)('errors: signMessage — %s → a typed walletport error; still connected', async (_name, value) => {
    const { faulty, walletport, adapter } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    faulty.throwNext('personal_sign', value)

    await expect(walletport.signMessage({ message: 'hello' })).rejects.toBeInstanceOf(BaseError)
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: first.address })
    adapter.destroy()
    walletport.destroy()
  })
})

describe('a wallet that emits events after disconnect', () => {
  it('behavior: accountsChanged, chainChanged and disconnect after disconnect are ignored: state and events unchanged', async () => {
    const { wallet, walletport, events, adapter } = setup()
    await walletport.connect({ connectorId: 'test-wallet' })
    await walletport.disconnect()
    const before = walletport.getState()
    const seen = events.length

    wallet.switchAccount(1)
    wallet.emitRaw('accountsChanged', [second.address])
    wallet.switchChainFromWallet(31338)
    wallet.emitRaw('chainChanged', '0x7a69')
    wallet.disappear()
    wallet.emitRaw('connect', { chainId: '0x7a69' })
    await flushMicrotasks()

    expect(walletport.getState()).toBe(before)
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(events.length).toBe(seen)
    adapter.destroy()
    walletport.destroy()
  })
})
