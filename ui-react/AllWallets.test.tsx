// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HttpRequestError, type Wallet } from '../core/index.js'
import { DEBOUNCE_MS, WALLET_LISTING } from '../core/internal.js'
import { InMemoryWalletDirectory } from '../test-doubles/InMemoryWalletDirectory.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

const WALLETS: Wallet[] = Array.from({ length: 130 }, (_, index) => ({
  id: `wallet-${index + 1}`,
  name: `Wallet ${String(index + 1).padStart(3, '0')}`,
  image_id: `image-${index + 1}`,
  homepage: `https://wallet-${index + 1}.example`,
  chains: ['eip155:1'],
}))

async function openAllWallets(directory?: InMemoryWalletDirectory) {
  const { walletport } = setupWalletport()
  const rendered = renderWithWalletport(null, { walletport, ...(directory ? { walletDirectory: directory } : {}) })
  act(() => walletport.open({ view: 'AllWallets' }))
  const dialog = await screen.findByRole('dialog', { name: 'All wallets' })
  return { walletport, ...rendered, dialog }
}

const listings = (directory: InMemoryWalletDirectory) =>
  directory.calls.flatMap((call) => (call.method === 'getWallets' ? [call.params] : []))

const listedCount = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('list', { name })).getAllByRole('listitem').length

describe('AllWallets', () => {
  it('default: without a directory it lists the wallets in this browser and says why nothing else shows', async () => {
    const { dialog } = await openAllWallets()
    expect(within(within(dialog).getByRole('list', { name: 'In this browser' })).getByRole('button', { name: /Fake Wallet/ })).toBeTruthy()
    expect(dialog.textContent).toContain('The wallet directory is not available in this app')
    expect(within(dialog).getByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
  })

  it('behavior: 4 recommended, then pages of 40, more on demand', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS)
    const { user, dialog } = await openAllWallets(directory)
    await within(dialog).findByRole('list', { name: 'Recommended' })
    expect(listedCount(dialog, 'Recommended')).toBe(WALLET_LISTING.recommended)
    expect(listedCount(dialog, 'Wallet directory')).toBe(WALLET_LISTING.perPage - WALLET_LISTING.recommended)
    expect(listings(directory).map((query) => [query.page, query.entries])).toEqual([
      [1, 4],
      [1, 40],
    ])
    expect(dialog.textContent).toContain('Showing 40 of 130 wallets')

    await user.click(within(dialog).getByRole('button', { name: 'Load more wallets' }))
    await waitFor(() => expect(listedCount(dialog, 'Wallet directory')).toBe(80 - 4))
    const link = within(dialog).getByRole('link', { name: /Get Wallet 080/ })
    expect(link.getAttribute('href')).toBe('https://wallet-80.example')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('behavior: search asks for 100 per page, after the debounce', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS)
    const { user, dialog } = await openAllWallets(directory)
    await within(dialog).findByRole('list', { name: 'Recommended' })
    await user.type(within(dialog).getByRole('searchbox'), 'Wallet 12')
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'Recommended' })).toBeNull(), { timeout: DEBOUNCE_MS * 3 })
    await waitFor(() => expect(listedCount(dialog, 'Wallet directory')).toBe(10))
    const searches = listings(directory).filter((query) => query.search !== undefined)
    expect(searches.map((query) => [query.search, query.entries])).toEqual([['Wallet 12', 100]])
  })

  it('behavior: a failing directory says so and Retry loads it', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS).failNext('getWallets', new HttpRequestError({ url: 'memory://x', method: 'GET', status: 503 }))
    const { user, dialog } = await openAllWallets(directory)
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain("couldn't be loaded")
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('list', { name: 'Recommended' })).toBeTruthy()
  })

  it('behavior: directory images are fetched once per image id', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS.slice(0, 3))
    const { dialog } = await openAllWallets(directory)
    await within(dialog).findByRole('list', { name: 'Recommended' })
    await waitFor(() => expect(dialog.querySelectorAll('img')).toHaveLength(3))
    const images = directory.calls.filter((call) => call.method === 'getWalletImageUrl')
    expect(images).toHaveLength(3)
    for (const image of dialog.querySelectorAll('img')) expect(image.getAttribute('alt')).toBe('')
  })
})
