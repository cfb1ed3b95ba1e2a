// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../core/index.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { qrPath } from './modal/qrPath.js'
import {
  FAKE_ADDRESS,
  FAKE_SOLANA_ADDRESS,
  FAKE_SOLANA_CONNECTOR,
  renderWithWalletport,
  setupTwoNamespaces,
  setupWalletport,
} from './testing/renderWalletport.js'

/** Connects the fake wallet of `namespace` (both namespaces configured) and opens Account. */
async function openAccount(namespace: ChainNamespace = 'eip155', features: { readonly receive?: boolean } = { receive: true }) {
  const context = setupTwoNamespaces({ features })
  const rendered = renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(() => context.walletport.connect({ connectorId: namespace === 'solana' ? FAKE_SOLANA_CONNECTOR.id : FAKE_CONNECTOR_ID, namespace }))
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  return { ...context, ...rendered, dialog }
}

/** Account → the Receive tile → the WalletReceive view, its chunk loaded. */
async function openReceive(namespace: ChainNamespace = 'eip155') {
  const opened = await openAccount(namespace)
  const features = within(opened.dialog).getByRole('list', { name: 'Wallet features' })
  await opened.user.click(within(features).getByRole('button', { name: 'Receive' }))
  const dialog = await screen.findByRole('dialog', { name: 'Receive' })
  await within(dialog).findByRole('img', { name: 'QR code of your address' })
  return { ...opened, dialog }
}

describe('WalletReceive view', () => {
  it('default: the tile opens it; the QR code encodes the address, shown in full', async () => {
    const { walletport, dialog } = await openReceive()
    expect(walletport.getRoute().view).toBe('WalletReceive')
    const qr = within(dialog).getByRole('img', { name: 'QR code of your address' })
    expect(qr.getAttribute('data-address')).toBe(FAKE_ADDRESS)
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(FAKE_ADDRESS).d)
    expect(within(dialog).getByTestId('receive-address').textContent).toBe(FAKE_ADDRESS)
    expect(within(dialog).getByText('Your address')).toBeTruthy()
  })

  it('behavior: Copy address puts the address on the clipboard and says so', async () => {
    const { user, dialog } = await openReceive()
    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(FAKE_ADDRESS)
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy()
    expect((await screen.findByText('Address copied to the clipboard')).closest('[role="status"]')).toBeTruthy()
  })

  it('behavior: the networks are the app’s networks of the active namespace, with the note', async () => {
    const { dialog } = await openReceive()
    const networks = within(dialog).getByRole('list', { name: 'Networks you can receive on' })
    expect(within(networks).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['EEthereum', 'PPolygon'])
    expect(within(dialog).getByText(/only on one of these networks/)).toBeTruthy()
  })

  it('parameters: a solana account shows its address and the Solana networks', async () => {
    const { dialog, user } = await openReceive('solana')
    const qr = within(dialog).getByRole('img', { name: 'QR code of your address' })
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(FAKE_SOLANA_ADDRESS).d)
    expect(within(dialog).getByTestId('receive-address').textContent).toBe(FAKE_SOLANA_ADDRESS)
    const networks = within(dialog).getByRole('list', { name: 'Networks you can receive on' })
    expect(within(networks).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['SSolana', 'SSolana Devnet'])
    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(FAKE_SOLANA_ADDRESS)
  })

  it('behavior: Back returns to Account', async () => {
    const { walletport, user, dialog } = await openReceive()
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(walletport.getRoute().history.map((entry) => entry.view)).toEqual(['Account'])
  })

  it('parameters: features.receive off: no Receive tile, and the view is unavailable', async () => {
    const { walletport, dialog } = await openAccount('eip155', { receive: false })
    expect(within(dialog).queryByRole('button', { name: 'Receive' })).toBeNull()
    act(() => walletport.navigate('WalletReceive'))
    const unavailable = await screen.findByRole('dialog', { name: 'Receive' })
    expect(within(unavailable).getByText("This screen isn't available in this version of the app.")).toBeTruthy()
    expect(within(unavailable).queryByRole('img', { name: 'QR code of your address' })).toBeNull()
  })

  it('behavior: a wallet that leaves on its own sends the view to Connect', async () => {
    const { walletport } = await openReceive()
    await act(() => walletport.disconnect())
    await waitFor(() => expect(walletport.getRoute().view).toBe('Connect'))
  })

  it('parameters: locale de', async () => {
    const context = setupWalletport({ locale: 'de', features: { receive: true } })
    const { user } = renderWithWalletport(<ConnectButton />, { walletport: context.walletport, locale: 'de' })
    await act(() => context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    act(() => context.walletport.open())
    const account = await screen.findByRole('dialog', { name: 'Konto' })
    await user.click(within(account).getByRole('button', { name: 'Empfangen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Empfangen' })
    expect(await within(dialog).findByRole('img', { name: 'QR-Code deiner Adresse' })).toBeTruthy()
    expect(within(dialog).getByRole('list', { name: 'Netzwerke, auf denen du empfangen kannst' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Adresse kopieren' })).toBeTruthy()
  })
})
