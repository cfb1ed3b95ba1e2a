// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { PairingSource } from '../../../adapters/walletconnect/PairingSource.js'
import { WalletConnectRelayError } from '../../../adapters/walletconnect/WalletConnectRelayError.js'
import { WalletConnectUserRejectedError, type Connector, type WalletportOptions } from '../../../core/index.js'
import { InMemoryWalletDirectory } from '../../../test-doubles/InMemoryWalletDirectory.js'
import { renderWithWalletport, setupWalletport } from '../../testing/renderWalletport.js'

const URI_1 = 'wc:1111111111111111111111111111111111111111111111111111111111111111@2?relay-protocol=irn&symKey=aa&expiryTimestamp=1'
const URI_2 = 'wc:2222222222222222222222222222222222222222222222222222222222222222@2?relay-protocol=irn&symKey=bb&expiryTimestamp=2'

function wcConnector(pairing: PairingSource): Connector {
  return { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', provider: pairing }
}

async function openPairing(options: Partial<WalletportOptions> = {}, extra: { directory?: InMemoryWalletDirectory; walletId?: string } = {}) {
  const pairing = new PairingSource()
  const context = setupWalletport(options, { connectors: [wcConnector(pairing)] })
  const held = context.chain.holdNext('connect')
  const rendered = renderWithWalletport(null, { walletport: context.walletport, ...(extra.directory ? { walletDirectory: extra.directory } : {}) })
  await act(() => context.walletport.ready)
  const view = options.basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'
  act(() => context.walletport.open({ view, ...(extra.walletId ? { params: { walletId: extra.walletId } } : {}) } as Parameters<typeof context.walletport.open>[0]))
  const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
  await held.whenReached
  return { ...context, ...rendered, dialog, pairing, held }
}

const originalUserAgent = navigator.userAgent
afterEach(() => Object.defineProperty(navigator, 'userAgent', { value: originalUserAgent, configurable: true }))

describe('ConnectingWalletConnect', () => {
  it('behavior: preparing, then the QR code of the pairing URI; a fresh URI replaces it', async () => {
    const { dialog, pairing } = await openPairing()
    expect(within(dialog).getByRole('status').textContent).toContain('Preparing the QR code')
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    // The QR encoder is its own chunk (asked for when the panel mounted): the code shows once it is in.
    const qr = await within(dialog).findByRole('img', { name: 'QR code to connect with WalletConnect' })
    expect(qr.getAttribute('data-uri')).toBe(URI_1)
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(dialog.textContent).toContain('Scan with your phone')
    // The adapter swaps in a fresh URI 10 s before expiry; the code follows.
    act(() => pairing.set({ status: 'pending', uri: URI_2, expiresAt: Date.now() + 240_000 }))
    expect(within(dialog).getByRole('img', { name: /QR code/ }).getAttribute('data-uri')).toBe(URI_2)
  })

  it('behavior: Copy link puts the pairing URI on the clipboard and says so', async () => {
    const { dialog, pairing, user } = await openPairing()
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(URI_1)
    await within(dialog).findByText('Link copied')
  })

  it('behavior: connected → the modal closes', async () => {
    const { dialog, pairing, held, walletport } = await openPairing()
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    expect(dialog).toBeTruthy()
    act(() => held.release())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletport.getAccount().status).toBe('connected')
  })

  it('behavior: declined in the wallet → "Connection declined" with a retry that pairs again', async () => {
    const { dialog, held, chain, user, pairing } = await openPairing()
    act(() => held.reject(new WalletConnectUserRejectedError()))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Connection declined')
    const again = chain.holdNext('connect')
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await again.whenReached
    act(() => pairing.set({ status: 'pending', uri: URI_2, expiresAt: Date.now() + 240_000 }))
    expect(within(dialog).getByRole('img', { name: /QR code/ }).getAttribute('data-uri')).toBe(URI_2)
  })

  it('behavior: relay unreachable → a clear error with a retry', async () => {
    const { dialog, held } = await openPairing()
    act(() => held.reject(new WalletConnectRelayError()))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Connection failed')
    expect(alert.textContent).toContain("The connection service couldn't be reached")
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it("behavior: on a phone, 'Open in <wallet>' deep-links with the URI from the directory entry", async () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', configurable: true })
    const directory = new InMemoryWalletDirectory([{ id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' }])
    const { dialog, pairing } = await openPairing({}, { directory, walletId: 'rainbow' })
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    const link = await within(dialog).findByRole('link', { name: 'Open in Rainbow' })
    expect(link.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI_1)}`)
    expect(dialog.textContent).toContain('Continue in Rainbow')
  })

  it('behavior: on a desktop there is no deep link, only the QR code and the copy link', async () => {
    const directory = new InMemoryWalletDirectory([{ id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' }])
    const { dialog, pairing } = await openPairing({}, { directory, walletId: 'rainbow' })
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    await within(dialog).findByText('Continue in Rainbow')
    expect(within(dialog).queryByRole('link')).toBeNull()
  })

  it('a11y: axe finds no serious violations with the QR code, nor in the error state', async () => {
    const serious = async () =>
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id)
    const { dialog, pairing, held } = await openPairing()
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    expect(await serious()).toEqual([])
    act(() => held.reject(new WalletConnectRelayError()))
    await within(dialog).findByRole('alert')
    expect(await serious()).toEqual([])
  })

  it('behavior: a directory wallet with no installed connector pairs through WalletConnect, named after itself', async () => {
    const pairing = new PairingSource()
    const context = setupWalletport({}, { connectors: [wcConnector(pairing)] })
    context.chain.holdNext('connect')
    const directory = new InMemoryWalletDirectory([{ id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', homepage: 'https://rainbow.me', chains: ['eip155:1'] }])
    const { user } = renderWithWalletport(null, { walletport: context.walletport, walletDirectory: directory })
    await act(() => context.walletport.ready)
    act(() => context.walletport.open({ view: 'AllWallets' }))
    const dialog = await screen.findByRole('dialog', { name: 'All wallets' })
    await user.click(await within(dialog).findByRole('button', { name: /^Rainbow/ }))
    await waitFor(() => expect(dialog.getAttribute('data-view')).toBe('ConnectingWalletConnect'))
    expect(context.walletport.getRoute().history.at(-1)).toMatchObject({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } })
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    await within(dialog).findByText('Continue in Rainbow')
  })

  it('i18n: German texts', async () => {
    const { dialog, pairing } = await openPairing({ locale: 'de' })
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    expect(within(dialog).getByRole('button', { name: 'Link kopieren' })).toBeTruthy()
    expect(within(dialog).getByRole('img', { name: 'QR-Code zum Verbinden mit WalletConnect' })).toBeTruthy()
  })
})

describe('ConnectingWalletConnectBasic (the basic option)', () => {
  it('behavior: picking WalletConnect in basic mode opens the basic view', async () => {
    const pairing = new PairingSource()
    const context = setupWalletport({ basic: true }, { connectors: [wcConnector(pairing)] })
    context.chain.holdNext('connect')
    const { user } = renderWithWalletport(null, { walletport: context.walletport })
    await act(() => context.walletport.ready)
    act(() => context.walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await user.click(within(dialog).getByRole('button', { name: /^WalletConnect/ }))
    await waitFor(() => expect(dialog.getAttribute('data-view')).toBe('ConnectingWalletConnectBasic'))
    act(() => pairing.set({ status: 'pending', uri: URI_1, expiresAt: Date.now() + 240_000 }))
    expect(dialog.textContent).toContain('Networks this app does not list are allowed')
  })

  it('behavior: a wallet on a chain the app does not list does not open UnsupportedChain in basic mode', async () => {
    const { walletport, chain, held } = await openPairing({ basic: true })
    act(() => held.release())
    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
    act(() => chain.emit({ type: 'chainChanged', connectorId: 'walletConnect', chainId: 999 }))
    await act(async () => undefined)
    expect(walletport.getRoute().view).not.toBe('UnsupportedChain')
    expect(walletport.getNetwork().isSupported).toBe(false)
  })

  it('contrast: the same outside basic mode opens UnsupportedChain', async () => {
    const { walletport, chain, held } = await openPairing()
    act(() => held.release())
    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
    act(() => chain.emit({ type: 'chainChanged', connectorId: 'walletConnect', chainId: 999 }))
    await waitFor(() => expect(walletport.getRoute().view).toBe('UnsupportedChain'))
  })
})
