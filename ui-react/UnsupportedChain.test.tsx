// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../core/index.js'
import { MODAL } from '../core/internal.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

async function onUnknownChain() {
  const context = setupWalletport()
  const rendered = renderWithWalletport(
    <>
      <ConnectButton />
      <NetworkButton />
    </>,
    { walletport: context.walletport },
  )
  await act(() => context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => context.chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 999 }))
  const dialog = await screen.findByRole('dialog', { name: 'Switch network' })
  return { ...context, ...rendered, dialog }
}

describe('UnsupportedChain', () => {
  it('behavior: the wallet moving to an unknown chain opens it, naming the chain, with the supported networks', async () => {
    const { dialog } = await onUnknownChain()
    expect(dialog.getAttribute('data-view')).toBe('UnsupportedChain')
    expect(dialog.textContent).toContain('eip155:999')
    const networks = within(dialog).getByRole('list', { name: 'Supported networks' })
    const [first, second] = within(networks).getAllByRole('button')
    expect(first).toBe(within(networks).getByRole('button', { name: 'Ethereum' }))
    expect(second).toBe(within(networks).getByRole('button', { name: 'Polygon' }))
    expect(screen.getByRole('button', { name: /Unsupported network/, hidden: true })).toBeTruthy()
  })

  it('behavior: cannot be dismissed — Escape, Close and the overlay shake it instead', async () => {
    const { walletport, user, dialog, clock } = await onUnknownChain()
    await user.keyboard('{Escape}')
    expect(walletport.getModal()).toMatchObject({ open: true, shake: true })
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    expect(within(dialog).getByRole('alert').textContent).toMatch(/can't be skipped/)

    act(() => clock.advance(MODAL.shakeMs))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(walletport.getModal().shake).toBe(true)
    await user.click(dialog.parentElement as HTMLElement)
    expect(walletport.getModal().open).toBe(true)
  })

  it('behavior: switching to a supported network closes it', async () => {
    const { walletport, user, dialog } = await onUnknownChain()
    await user.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletport.getNetwork().chainId).toBe(137)
  })

  it('behavior: a declined switch keeps it open and says so', async () => {
    const { chain, user, dialog } = await onUnknownChain()
    chain.failNext('switchNetwork', new UserRejectedRequestError())
    await user.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    const toast = await screen.findByText('Network switch declined')
    expect(toast.closest('[role="status"]')).toBeTruthy()
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('behavior: disconnecting is the other way out', async () => {
    const { walletport, user, dialog } = await onUnknownChain()
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect instead' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletport.getAccount().status).toBe('disconnected')
  })
})
