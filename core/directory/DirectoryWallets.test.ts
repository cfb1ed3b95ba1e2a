import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { BufferedLogger } from '../logging/BufferedLogger.js'
import type { Wallet } from '../connectors/Wallet.js'
import { InMemoryWalletDirectory } from '../../test-doubles/InMemoryWalletDirectory.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { DirectoryWallets } from './DirectoryWallets.js'

const WALLETS: readonly Wallet[] = Array.from({ length: 10 }, (_, index) => ({ id: `w${index + 1}`, name: `Wallet ${index + 1}` }))
const ids = (wallets: readonly Wallet[]) => wallets.map((wallet) => wallet.id)

function setup(options: { featuredWalletIds?: string[]; includeWalletIds?: string[]; excludeWalletIds?: string[] } = {}) {
  const directory = new InMemoryWalletDirectory(WALLETS)
  const logger = new BufferedLogger({ clock: new ManualClock(), level: 'silent' })
  return { directory, wallets: new DirectoryWallets({ directory, options, logger }) }
}

describe('DirectoryWallets', () => {
  it('default: nothing is asked before load(); then the top 4 as recommended', async () => {
    const { directory, wallets } = setup()
    expect(directory.calls).toEqual([])

    await wallets.load()

    expect(wallets.getSnapshot()).toMatchObject({ status: 'ready', featured: [] })
    expect(ids(wallets.getSnapshot().recommended)).toEqual(['w1', 'w2', 'w3', 'w4'])
    expect(directory.calls.map((call) => call.params)).toEqual([{ page: 1, entries: 4 }])
  })

  it('behavior: loads once; concurrent and later loads reuse it', async () => {
    const { directory, wallets } = setup()

    await Promise.all([wallets.load(), wallets.load()])
    await wallets.load()

    expect(directory.calls).toHaveLength(1)
  })

  it('parameters: featured ids are fetched by include and left out of the recommended', async () => {
    const { directory, wallets } = setup({ featuredWalletIds: ['w7', 'w2'] })

    await wallets.load()

    expect(ids(wallets.getSnapshot().featured).sort()).toEqual(['w2', 'w7'])
    expect(ids(wallets.getSnapshot().recommended)).toEqual(['w1', 'w3', 'w4', 'w5'])
    expect(directory.calls.map((call) => call.params)).toContainEqual({ page: 1, entries: 2, include: ['w7', 'w2'] })
  })

  it('parameters: include and exclude narrow the recommended', async () => {
    const { wallets } = setup({ includeWalletIds: ['w9', 'w3', 'w5'], excludeWalletIds: ['w5'] })

    await wallets.load()

    expect(ids(wallets.getSnapshot().recommended)).toEqual(['w3', 'w9'])
  })

  it('parameters: the app\'s mainnets filter the recommended; testnets do not', async () => {
    const directory = new InMemoryWalletDirectory([
      { id: 'sol', name: 'Sol', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
      { id: 'evm', name: 'Evm', chains: ['eip155:1'] },
    ])
    const logger = new BufferedLogger({ clock: new ManualClock(), level: 'silent' })
    const mainnetOnly = new DirectoryWallets({ directory, options: { networks: [{ caipNetworkId: 'eip155:1' } as never, { caipNetworkId: 'eip155:31337', testnet: true } as never] }, logger })

    await mainnetOnly.load()

    expect(ids(mainnetOnly.getSnapshot().recommended)).toEqual(['evm'])
    expect(directory.calls[0]?.params).toMatchObject({ chains: ['eip155:1'] })
  })

  it('behavior: a failure leaves the lists empty, and the next load() tries again', async () => {
    const { directory, wallets } = setup()
    directory.failNext('getWallets', new HttpRequestError({ url: 'memory://x', method: 'GET', status: 503 }))

    await wallets.load()
    expect(wallets.getSnapshot()).toMatchObject({ status: 'failed', recommended: [] })
    await wallets.load()

    expect(wallets.getSnapshot().status).toBe('ready')
  })

  it('parameters: no directory → load() asks nothing and stays idle', async () => {
    const wallets = new DirectoryWallets({ options: {}, logger: new BufferedLogger({ clock: new ManualClock(), level: 'silent' }) })

    await wallets.load()

    expect(wallets.getSnapshot().status).toBe('idle')
  })
})
