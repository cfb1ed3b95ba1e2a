import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import type { Wallet } from '../core/connectors/Wallet.js'
import { InMemoryWalletDirectory } from './InMemoryWalletDirectory.js'
import { describeWalletDirectoryContract } from './contracts/describeWalletDirectoryContract.js'

const WALLETS: readonly Wallet[] = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', image_id: 'img-metamask', chains: ['eip155:1', 'eip155:137'], badge_type: 'certified' },
  { id: 'phantom', name: 'Phantom', rdns: 'app.phantom', image_id: 'img-phantom', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1'] },
  { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app', image_id: 'img-trust', chains: ['eip155:1', 'eip155:56'] },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', image_id: 'img-rainbow', chains: ['eip155:1'] },
  { id: 'solflare', name: 'Solflare', image_id: 'img-solflare', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
  { id: 'coinbase', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', chains: ['eip155:1', 'eip155:8453'], badge_type: 'certified' },
]

describeWalletDirectoryContract('InMemoryWalletDirectory', () => ({ directory: new InMemoryWalletDirectory(WALLETS), wallets: WALLETS }))

const ids = (wallets: readonly Wallet[]): string[] => wallets.map((wallet) => wallet.id)

describe('InMemoryWalletDirectory', () => {
  it('default: page 1-based, in the given order', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS)

    const page = await directory.getWallets({ page: 2, entries: 4 })

    expect(ids(page.data)).toEqual(['solflare', 'coinbase'])
    expect(page.count).toBe(6)
  })

  it('getWallets: page 0, a fractional page or 0 entries → 400 API error', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS)

    for (const query of [{ page: 0, entries: 4 }, { page: 1.5, entries: 4 }, { page: 1, entries: 0 }]) {
      await expect(directory.getWallets(query)).rejects.toMatchObject({ name: 'HttpRequestError', category: 'API_ERROR', status: 400 })
    }
  })

  it('parameters: search: case-insensitive substring, trimmed', async () => {
    const page = await new InMemoryWalletDirectory(WALLETS).getWallets({ page: 1, entries: 10, search: '  WALLET ' })

    expect(ids(page.data)).toEqual(['trust', 'coinbase'])
    expect(page.count).toBe(2)
  })

  it('parameters: rdns, names (case-insensitive, exact), badge', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS)

    const byRdns = await directory.getWallets({ page: 1, entries: 10, rdns: ['io.metamask', 'me.rainbow'] })
    const byName = await directory.getWallets({ page: 1, entries: 10, names: ['phantom', 'Trust'] })
    const byBadge = await directory.getWallets({ page: 1, entries: 10, badge: 'certified' })

    expect(ids(byRdns.data)).toEqual(['metamask', 'rainbow'])
    expect(ids(byName.data)).toEqual(['phantom'])
    expect(ids(byBadge.data)).toEqual(['metamask', 'coinbase'])
  })

  it('parameters: filters combine (AND); empty lists filter nothing', async () => {
    const page = await new InMemoryWalletDirectory(WALLETS).getWallets({
      page: 1,
      entries: 10,
      chains: ['eip155:1'],
      exclude: ['metamask'],
      include: [],
      search: 'a',
    })

    expect(ids(page.data)).toEqual(['phantom', 'trust', 'rainbow', 'coinbase'])
  })

  it('getWalletImageUrl: seeded URL, else an SVG data: URL for a listed image id, else a 404', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS, { images: { 'img-metamask': 'https://img.example/mm.png' } })

    await expect(directory.getWalletImageUrl('img-metamask')).resolves.toBe('https://img.example/mm.png')
    await expect(directory.getWalletImageUrl('img-phantom')).resolves.toMatch(/^data:image\/svg\+xml,.*%3EP%3C/)
    await expect(directory.getWalletImageUrl('img-unknown')).rejects.toMatchObject({ name: 'HttpRequestError', status: 404 })
  })

  it('calls / failNext / failAlways / clearFailures', async () => {
    const failure = new HttpRequestError({ url: 'https://api.example/getWallets', method: 'GET', status: 429 })
    const directory = new InMemoryWalletDirectory(WALLETS).failNext('getWallets', failure).failAlways('getWalletImageUrl', failure)

    await expect(directory.getWallets({ page: 1, entries: 1 })).rejects.toBe(failure)
    await expect(directory.getWallets({ page: 1, entries: 1 })).resolves.toMatchObject({ count: 6 })
    await expect(directory.getWalletImageUrl('img-trust')).rejects.toBe(failure)
    directory.clearFailures()
    await expect(directory.getWalletImageUrl('img-trust')).resolves.toMatch(/^data:/)

    expect(directory.calls.map((call) => call.method)).toEqual(['getWallets', 'getWallets', 'getWalletImageUrl', 'getWalletImageUrl'])
  })
})
