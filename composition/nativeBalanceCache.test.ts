import { describe, expect, it } from 'vitest'
import { NATIVE_BALANCE_CACHE_MS, NATIVE_BALANCE_STORAGE_PREFIX } from '../core/account/fetchBalance.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ONE_ETH = 10n ** 18n
const MAINNET_KEY = `${NATIVE_BALANCE_STORAGE_PREFIX}eip155:1:${ADDRESS}`

/** One page load: a fresh instance and wallet on `storage` and `clock` (the wallet answers `balance`). */
async function pageLoad(storage: InMemoryStorage, clock: ManualClock, balance: bigint) {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], authorized: true }).setBalance(ADDRESS, mainnet, balance)
  const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [chain], storage, clock })
  await walletport.ready
  await flushMicrotasks()
  return { walletport, chain }
}

/** A first visit: connects, so the balance is read once and the connection is stored. */
async function firstVisit(balance = 1_234_567n * 10n ** 12n) {
  const storage = new InMemoryStorage()
  const clock = new ManualClock()
  const first = await pageLoad(storage, clock, balance)
  await first.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  await flushMicrotasks()
  return { storage, clock, first }
}

describe('native balance cache: kept in Storage for its 30 s', () => {
  it('behavior: a reload within 30 s shows the balance and asks the chain nothing', async () => {
    const { storage, clock, first } = await firstVisit()
    expect(first.chain.callsTo('getBalance')).toHaveLength(1)
    first.walletport.destroy()
    await clock.advanceAsync(NATIVE_BALANCE_CACHE_MS - 1)

    const reloaded = await pageLoad(storage, clock, 5n * ONE_ETH)

    expect(reloaded.walletport.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS, balance: '1.234', balanceSymbol: 'ETH' })
    expect(reloaded.chain.callsTo('getBalance')).toEqual([])
    reloaded.walletport.destroy()
  })

  it('behavior: a reload after 30 s asks the chain again and stores its answer', async () => {
    const { storage, clock, first } = await firstVisit()
    first.walletport.destroy()
    await clock.advanceAsync(NATIVE_BALANCE_CACHE_MS)

    const reloaded = await pageLoad(storage, clock, 5n * ONE_ETH)

    expect(reloaded.chain.callsTo('getBalance')).toHaveLength(1)
    expect(reloaded.walletport.getAccount().balance).toBe('5')
    expect(JSON.parse(storage.dump()[MAINNET_KEY] ?? 'null')).toEqual({
      expiresAt: clock.now() + NATIVE_BALANCE_CACHE_MS,
      value: { value: (5n * ONE_ETH).toString(), decimals: 18, symbol: 'ETH' },
    })
    reloaded.walletport.destroy()
  })

  it('behavior: bigint-safe: a value past 2^53 is stored as its digits and read back exactly', async () => {
    // One wei under 123456789 ETH: as a float it would round up to 123456789 and show so.
    const huge = 123_456_789n * ONE_ETH - 1n
    const { storage, clock, first } = await firstVisit(huge)
    first.walletport.destroy()

    const reloaded = await pageLoad(storage, clock, 1n)

    expect(JSON.parse(storage.dump()[MAINNET_KEY] ?? 'null').value.value).toBe(huge.toString())
    expect(reloaded.walletport.getAccount().balance).toBe('123456788.999')
    expect(reloaded.chain.callsTo('getBalance')).toEqual([])
    reloaded.walletport.destroy()
  })

  it('behavior: per address and network: another network has its own entry', async () => {
    const { storage, first } = await firstVisit()
    first.chain.setBalance(ADDRESS, polygon, 7n * ONE_ETH)

    await first.walletport.switchNetwork(polygon)
    await flushMicrotasks()

    expect(first.walletport.getAccount().balance).toBe('7')
    expect(first.chain.callsTo('getBalance')).toHaveLength(2)
    expect(Object.keys(storage.dump()).filter((key) => key.startsWith(NATIVE_BALANCE_STORAGE_PREFIX))).toEqual([MAINNET_KEY, `${NATIVE_BALANCE_STORAGE_PREFIX}eip155:137:${ADDRESS}`].sort())
    first.walletport.destroy()
  })

  it('behavior: `force` reads afresh within the 30 s, and stores the new answer', async () => {
    const { storage, clock, first } = await firstVisit()
    first.walletport.destroy()
    const reloaded = await pageLoad(storage, clock, 5n * ONE_ETH)

    await reloaded.walletport.refreshBalance({ force: true })

    expect(reloaded.chain.callsTo('getBalance')).toHaveLength(1)
    expect(reloaded.walletport.getAccount().balance).toBe('5')
    expect(JSON.parse(storage.dump()[MAINNET_KEY] ?? 'null').value.value).toBe((5n * ONE_ETH).toString())
    reloaded.walletport.destroy()
  })

  it('behavior: a send refreshes it: a reload right after shows the balance read after the send', async () => {
    const { storage, clock, first } = await firstVisit()
    first.chain.setBalance(ADDRESS, mainnet, 2n * ONE_ETH)
    await first.walletport.sendTransaction({ to: RECEIVER, value: 1n })
    expect(first.walletport.getAccount().balance).toBe('2')
    first.walletport.destroy()

    const reloaded = await pageLoad(storage, clock, 9n * ONE_ETH)

    expect(reloaded.walletport.getAccount().balance).toBe('2')
    expect(reloaded.chain.callsTo('getBalance')).toEqual([])
    reloaded.walletport.destroy()
  })

  it('behavior: a disconnect removes it (the next visitor of this device must not see it)', async () => {
    const { storage, first } = await firstVisit()
    expect(storage.dump()[MAINNET_KEY]).toBeDefined()

    await first.walletport.disconnect()

    expect(storage.dump()[MAINNET_KEY]).toBeUndefined()
    first.walletport.destroy()
  })

  it.each([
    ['not JSON', '{"expiresAt": 1'],
    ['no expiry', JSON.stringify({ value: { value: '1', decimals: 18, symbol: 'ETH' } })],
    ['a number for the value (not bigint-safe)', JSON.stringify({ expiresAt: 9e15, value: { value: 1e18, decimals: 18, symbol: 'ETH' } })],
    ['a negative value', JSON.stringify({ expiresAt: 9e15, value: { value: '-1', decimals: 18, symbol: 'ETH' } })],
    ['digits with a fraction', JSON.stringify({ expiresAt: 9e15, value: { value: '1.5', decimals: 18, symbol: 'ETH' } })],
    ['bad decimals', JSON.stringify({ expiresAt: 9e15, value: { value: '1', decimals: -3, symbol: 'ETH' } })],
    ['no symbol', JSON.stringify({ expiresAt: 9e15, value: { value: '1', decimals: 18 } })],
  ])('behavior: corrupt storage (%s) is ignored and replaced by the chain’s answer', async (_case, corrupt) => {
    const { storage, clock, first } = await firstVisit()
    first.walletport.destroy()
    storage.seed({ [MAINNET_KEY]: corrupt })

    const reloaded = await pageLoad(storage, clock, 5n * ONE_ETH)

    expect(reloaded.chain.callsTo('getBalance')).toHaveLength(1)
    expect(reloaded.walletport.getAccount()).toMatchObject({ status: 'connected', balance: '5' })
    expect(JSON.parse(storage.dump()[MAINNET_KEY] ?? 'null').value).toEqual({ value: (5n * ONE_ETH).toString(), decimals: 18, symbol: 'ETH' })
    reloaded.walletport.destroy()
  })

  it('behavior: an expired entry is removed even when the chain then fails', async () => {
    const { storage, clock, first } = await firstVisit()
    first.walletport.destroy()
    expect(storage.dump()[MAINNET_KEY]).toBeDefined()
    await clock.advanceAsync(NATIVE_BALANCE_CACHE_MS)
    const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], authorized: true }).failNext('getBalance', new Error('rpc down'))

    const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [chain], storage, clock })
    await walletport.ready
    await flushMicrotasks()

    expect(walletport.getAccount()).toMatchObject({ status: 'connected', balance: undefined, balanceError: 'Token Balance Unavailable' })
    expect(storage.dump()[MAINNET_KEY]).toBeUndefined()
    walletport.destroy()
  })

  it('behavior: a storage that refuses writes (full, private window) still shows the balance', async () => {
    const storage = new InMemoryStorage()
    const clock = new ManualClock()
    const first = await pageLoad(storage, clock, 3n * ONE_ETH)
    storage.failNext('set')

    await first.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()

    expect(first.walletport.getAccount().balance).toBe('3')
    first.walletport.destroy()
  })
})
