// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../core/index.js'
import { InMemoryWalletDirectory } from '../test-doubles/InMemoryWalletDirectory.js'
import { KNOWN_WALLET_LISTINGS } from '../test-doubles/knownWalletListings.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const PHANTOM = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
const OKX = '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709'
const OWN_ICON = 'data:image/svg+xml,%3Csvg%20id%3D%22own%22/%3E'

const connector = (id: string, type: Connector['type'], name: string, extra: Partial<Connector> = {}): Connector => ({ id, type, name, chain: 'eip155', ...extra })

const CONNECTORS = [
  // EIP-6963, found by rdns although it calls itself otherwise.
  connector('io.metamask', 'ANNOUNCED', 'MetaMask (dev)', { installed: true, info: { rdns: 'io.metamask' }, imageUrl: OWN_ICON }),
  // Wallet Standard style: a name only.
  connector('phantom-standard', 'EXTERNAL', 'Phantom', { installed: true }),
  // An injected connector that carries its own explorer id.
  connector('okx-injected', 'INJECTED', 'OKX Wallet', { installed: true, explorerId: OKX }),
  connector('unknown', 'ANNOUNCED', 'Unknown Wallet', { installed: true, info: { rdns: 'com.unknown' }, imageUrl: OWN_ICON }),
  connector('bare', 'ANNOUNCED', 'Bare Wallet', { installed: true, info: { rdns: 'com.bare' } }),
  connector('wc', 'WALLET_CONNECT', 'WalletConnect'),
]

async function openConnect(directory?: InMemoryWalletDirectory) {
  const context = setupWalletport({}, { connectors: CONNECTORS })
  renderWithWalletport(null, { walletport: context.walletport, ...(directory ? { walletDirectory: directory } : {}) })
  await act(() => context.walletport.ready)
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  return { dialog }
}

function iconOf(dialog: HTMLElement, name: RegExp) {
  const row = within(dialog).getByRole('button', { name })
  const tile = row.querySelector('span[aria-hidden="true"]')
  return { id: tile?.getAttribute('data-wallet-id') ?? undefined, src: row.querySelector('img')?.getAttribute('src') ?? undefined, text: tile?.textContent }
}

describe('wallet icons and ids', () => {
  it('a known wallet shows its directory image and id, found by rdns, by name or by explorer id; one batched directory request', async () => {
    const directory = new InMemoryWalletDirectory(KNOWN_WALLET_LISTINGS, {
      images: { [`image-${METAMASK.slice(0, 8)}`]: 'https://img.test/metamask', [`image-${PHANTOM.slice(0, 8)}`]: 'https://img.test/phantom', [`image-${OKX.slice(0, 8)}`]: 'https://img.test/okx' },
    })
    const { dialog } = await openConnect(directory)
    await waitFor(() => expect(iconOf(dialog, /MetaMask/).src).toBe('https://img.test/metamask'))
    expect(iconOf(dialog, /MetaMask/).id).toBe(METAMASK)
    await waitFor(() => expect(iconOf(dialog, /Phantom/).src).toBe('https://img.test/phantom'))
    expect(iconOf(dialog, /Phantom/).id).toBe(PHANTOM)
    await waitFor(() => expect(iconOf(dialog, /OKX/).src).toBe('https://img.test/okx'))
    expect(iconOf(dialog, /OKX/).id).toBe(OKX)
    const lookups = directory.calls.filter((call) => call.method === 'getWallets' && call.params.include)
    expect(lookups).toHaveLength(1)
    expect(lookups[0]?.method === 'getWallets' && [...(lookups[0].params.include ?? [])].sort()).toEqual([METAMASK, OKX, PHANTOM].sort())
  })

  it('an unknown wallet keeps its announced icon; one without any shows a letter, never a blank', async () => {
    const { dialog } = await openConnect(new InMemoryWalletDirectory(KNOWN_WALLET_LISTINGS))
    expect(iconOf(dialog, /Unknown Wallet/)).toEqual({ id: undefined, src: OWN_ICON, text: '' })
    expect(iconOf(dialog, /Bare Wallet/)).toEqual({ id: undefined, src: undefined, text: 'B' })
  })

  it('without a directory a known wallet shows its own icon (or its letter) and still its directory id', async () => {
    const { dialog } = await openConnect()
    expect(iconOf(dialog, /MetaMask/)).toEqual({ id: METAMASK, src: OWN_ICON, text: '' })
    expect(iconOf(dialog, /Phantom/)).toEqual({ id: PHANTOM, src: undefined, text: 'P' })
  })

  it('a directory that fails leaves the announced icon in place', async () => {
    const directory = new InMemoryWalletDirectory(KNOWN_WALLET_LISTINGS).failAlways('getWallets', new Error('offline'))
    const { dialog } = await openConnect(directory)
    await waitFor(() => expect(directory.calls.some((call) => call.method === 'getWallets')).toBe(true))
    expect(iconOf(dialog, /MetaMask/).src).toBe(OWN_ICON)
    expect(iconOf(dialog, /Phantom/).text).toBe('P')
  })

  it('the WalletConnect row shows our WalletConnect mark (an inline SVG), directory or not', async () => {
    const { dialog } = await openConnect(new InMemoryWalletDirectory(KNOWN_WALLET_LISTINGS))
    const list = within(dialog).getByRole('list', { name: 'WalletConnect' })
    const src = within(list).getByRole('button', { name: /WalletConnect/ }).querySelector('img')?.getAttribute('src') ?? ''
    expect(src.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(src)).toContain('<svg')
  })
})
