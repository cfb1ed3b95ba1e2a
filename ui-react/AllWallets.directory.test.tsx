// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { type Wallet } from '../core/index.js'
import { IMAGE_PRELOAD_RACE_MS, WALLET_LISTING } from '../core/internal.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryProjectConfig } from '../test-doubles/InMemoryProjectConfig.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { InMemoryWalletDirectory } from '../test-doubles/InMemoryWalletDirectory.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

const WALLETS: Wallet[] = Array.from({ length: 130 }, (_, index) => ({
  id: `wallet-${index + 1}`,
  name: `Wallet ${String(index + 1).padStart(3, '0')}`,
  image_id: `image-${index + 1}`,
  homepage: `https://wallet-${index + 1}.example`,
  chains: index % 10 === 9 ? ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1'],
}))

/** jsdom has no IntersectionObserver: this one lets the test say when the end of the list is in view. */
class ScrollObserver {
  static readonly instances: ScrollObserver[] = []
  readonly targets: Element[] = []
  constructor(readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    ScrollObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0
  }
  /** Scrolls every observed element into view. */
  static scrollToEnd() {
    for (const observer of ScrollObserver.instances) {
      if (observer.targets.length > 0) observer.callback(observer.targets.map((target) => ({ isIntersecting: true, target })))
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  ScrollObserver.instances.length = 0
})

async function openAllWallets(directory: InMemoryWalletDirectory) {
  const { walletport } = setupWalletport()
  const rendered = renderWithWalletport(null, { walletport, walletDirectory: directory })
  act(() => walletport.open({ view: 'AllWallets' }))
  const dialog = await screen.findByRole('dialog', { name: 'All wallets' })
  return { walletport, ...rendered, dialog }
}

/** A real instance with the directory (and optionally a project config) bound in createWalletport. */
const clock = new ManualClock()

function instanceWith(overrides: { readonly walletDirectory?: InMemoryWalletDirectory; readonly projectConfig?: InMemoryProjectConfig }) {
  return createWalletport(
    { networks: [mainnet, polygon] },
    { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })], storage: new InMemoryStorage(), clock, ...overrides },
  )
}

/** Opens the modal and runs the open's zero-delay timer (which starts the config and directory loads). */
function open(walletport: ReturnType<typeof instanceWith>) {
  act(() => {
    walletport.open()
    clock.advance(0)
  })
}

const listings = (directory: InMemoryWalletDirectory) => directory.calls.flatMap((call) => (call.method === 'getWallets' ? [call.params] : []))
const listed = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('list', { name })).getAllByRole('listitem')

/** A directory whose images never arrive (a stalled CDN). */
class StalledImages extends InMemoryWalletDirectory {
  override getWalletImageUrl(): Promise<string> {
    return new Promise(() => undefined)
  }
}

describe('AllWallets on directory data', () => {
  it('behavior: infinite scroll: reaching the end of the list loads the next page of 40', async () => {
    vi.stubGlobal('IntersectionObserver', ScrollObserver)
    const directory = new InMemoryWalletDirectory(WALLETS)
    const { dialog } = await openAllWallets(directory)
    await within(dialog).findByRole('list', { name: 'Recommended' })
    expect(dialog.textContent).toContain('Showing 40 of 117 wallets')
    // The end of the list is observed in an effect, which may run after the text is painted:
    // scrolling before it would be seen by nothing (a race a loaded machine can lose).
    await waitFor(() => expect(ScrollObserver.instances.some((observer) => observer.targets.length > 0)).toBe(true))

    act(() => ScrollObserver.scrollToEnd())

    await waitFor(() => expect(dialog.textContent).toContain('Showing 80 of 117 wallets'))
    expect(listings(directory).map((query) => [query.page, query.entries])).toEqual([
      [1, WALLET_LISTING.recommended],
      [1, WALLET_LISTING.perPage],
      [2, WALLET_LISTING.perPage],
    ])
  })

  it("parameters: the app's mainnets filter the directory (wallets for other chains are not listed)", async () => {
    const directory = new InMemoryWalletDirectory(WALLETS)
    const { dialog } = await openAllWallets(directory)
    await within(dialog).findByRole('list', { name: 'Recommended' })

    expect(listings(directory).every((query) => query.chains?.join() === 'eip155:1,eip155:137')).toBe(true)
    expect(within(dialog).queryByRole('link', { name: /Get Wallet 010/ })).toBeNull()
  })

  it('behavior: a failed image shows the generated placeholder (the letter tile)', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS.slice(0, 2)).failAlways('getWalletImageUrl', new HttpRequestError({ url: 'memory://img', method: 'GET', status: 404 }))
    const { dialog } = await openAllWallets(directory)
    const [row] = listed(await within(dialog).findByRole('list', { name: 'Recommended' }).then(() => dialog), 'Recommended')

    await waitFor(() => expect(row?.querySelector('[aria-hidden="true"]')?.textContent).toBe('W'))
    expect(row?.querySelector('img')).toBeNull()
  })

  it('behavior: an image still on its way after the 2 s preload race gives way to the placeholder', async () => {
    const directory = new StalledImages(WALLETS.slice(0, 1))
    const { dialog } = await openAllWallets(directory)
    await within(dialog).findByRole('list', { name: 'Recommended' })
    const tile = () => within(dialog).getByRole('list', { name: 'Recommended' }).querySelector('[aria-hidden="true"]')
    expect(tile()?.hasAttribute('data-pending')).toBe(true)
    expect(tile()?.textContent).toBe('')

    await waitFor(() => expect(tile()?.textContent).toBe('W'), { timeout: IMAGE_PRELOAD_RACE_MS + 1_000 })
    expect(tile()?.hasAttribute('data-pending')).toBe(false)
  })

  it('behavior: the Connect view lists the directory\'s 4 recommended wallets after the first open', async () => {
    const directory = new InMemoryWalletDirectory(WALLETS)
    const walletport = instanceWith({ walletDirectory: directory })
    renderWithWalletport(null, { walletport })
    expect(directory.calls).toEqual([])

    open(walletport)
    const dialog = await screen.findByRole('dialog')

    const recommended = await within(dialog).findByRole('list', { name: 'Recommended' })
    expect(within(recommended).getAllByRole('listitem')).toHaveLength(WALLET_LISTING.recommended)
    expect(within(recommended).getByRole('link', { name: /Get Wallet 001/ })).toBeTruthy()
    // The instance's directory serves AllWallets too (no provider prop needed).
    await act(() => walletport.navigate('AllWallets'))
    expect(await within(dialog).findByRole('list', { name: 'Wallet directory' })).toBeTruthy()
  })

  it("behavior: an origin the project does not allow raises 'Invalid App Configuration' in the modal; the modal still works", async () => {
    const walletport = instanceWith({ projectConfig: new InMemoryProjectConfig({ allowedOrigins: ['https://only-this.example'] }) })
    renderWithWalletport(null, { walletport })

    open(walletport)
    const dialog = await screen.findByRole('dialog')

    const alert = await within(dialog).findByText('Invalid App Configuration')
    expect(alert).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /Fake Wallet/ })).toBeTruthy()
  })

  it('behavior: a rate-limited project config raises Rate Limited; local options stay', async () => {
    const projectConfig = new InMemoryProjectConfig({ allowedOrigins: ['http://localhost:*'] }).failNext(
      'getFeatures',
      new HttpRequestError({ url: 'memory://config', method: 'GET', status: 429 }),
    )
    const walletport = instanceWith({ projectConfig })
    renderWithWalletport(null, { walletport })

    open(walletport)
    const dialog = await screen.findByRole('dialog')

    expect(await within(dialog).findByText('Rate Limited')).toBeTruthy()
    expect(walletport.getRemoteConfig()).toMatchObject({ status: 'failed', alert: 'APKT010' })
  })
})
