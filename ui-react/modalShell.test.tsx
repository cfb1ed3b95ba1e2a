// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'
import { WalletportProvider } from './WalletportProvider.js'

// The modal chunk waits for the test's word: what a click paints before it arrives is visible.
// The factory runs once (the first load of this file); later tests find the chunk loaded.
const chunk = vi.hoisted(() => {
  let release!: () => void
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  return { arrived, release: () => release() }
})
vi.mock('./modal/ModalRoot.js', async (importOriginal) => {
  await chunk.arrived
  return importOriginal()
})

const overlayOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement

describe('the loading shell and the kept dialog', () => {
  it('behavior: a click before the modal chunk paints the shell (busy, Close works): as soon as the slot’s own chunk is there, then at once; the loaded dialog then replaces it and continues its animation', async () => {
    const { walletport } = setupWalletport()
    renderWithWalletport(<ConnectButton />, { walletport })
    // Before even the slot's chunk (the provider loads it after the first paint): the shell once it arrives.
    fireEvent.click(screen.getByRole('button', { name: /Connect/ }))
    const shell = await screen.findByRole('dialog', { name: 'Loading…' })
    expect(shell.getAttribute('aria-busy')).toBe('true')
    expect(shell.getAttribute('aria-modal')).toBe('true')
    expect(shell.closest('[data-walletport-modal]')?.parentElement).toBe(document.body)
    expect(document.head.querySelector('style[data-walletport-frame]')).not.toBeNull()

    // Close on the shell closes the modal; a second click shows the shell again.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(walletport.getModal().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Connect/ }))
    // In the click's own render now: no wait for any chunk.
    expect(screen.getByRole('dialog', { name: 'Loading…' })).toBeTruthy()

    chunk.release()
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(screen.queryByRole('dialog', { name: 'Loading…' })).toBeNull()
    // The card picks the shell's open animation up where it is (a negative delay), not from the start.
    expect(dialog.style.animationDelay).toMatch(/^-\d+ms$/)
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Fake Wallet'))
  })

  it('behavior: closed, the dialog stays in the DOM, invisible and inert, with the Connect view kept; reopening shows the same element and plays the animation whole', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    const button = screen.getByRole('button', { name: /Connect/ })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    const wallet = await screen.findByRole('button', { name: /Fake Wallet/ })

    act(() => {
      walletport.close()
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(dialog.isConnected).toBe(true)
    const overlay = overlayOf(dialog)
    expect(overlay.hasAttribute('data-closed')).toBe(true)
    expect(overlay.getAttribute('aria-hidden')).toBe('true')
    expect(overlay.hasAttribute('inert')).toBe(true)
    expect(wallet.isConnected).toBe(true)
    expect(document.activeElement).toBe(button)

    await user.click(button)
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBe(dialog)
    expect(overlay.hasAttribute('data-closed')).toBe(false)
    expect(overlay.hasAttribute('inert')).toBe(false)
    // The same wallet row: the view was not rebuilt.
    expect(screen.getByRole('button', { name: /Fake Wallet/ })).toBe(wallet)
    expect(dialog.style.animationDelay).toBe('')
  })

  it('behavior: a view an open does not start on (Networks) unmounts on close, which ends its flow', async () => {
    const { walletport } = setupWalletport()
    renderWithWalletport(<ConnectButton />, { walletport })
    act(() => walletport.open({ view: 'Networks' }))
    const dialog = await screen.findByRole('dialog', { name: /network/i })
    expect(dialog.querySelector('[data-wp-view]')?.textContent).toMatch(/Polygon/)
    act(() => {
      walletport.close()
    })
    expect(dialog.isConnected).toBe(true)
    expect(dialog.querySelector('[data-wp-view]')?.textContent).not.toMatch(/Polygon/)
  })

  it('behavior: with the chunk loaded, a provider mounts the closed dialog before any open (a prerender), and open reveals that element', async () => {
    const { walletport } = setupWalletport()
    render(
      <WalletportProvider walletport={walletport}>
        <ConnectButton />
      </WalletportProvider>,
    )
    await waitFor(() => expect(document.querySelector('[data-walletport-modal] [role="dialog"]')).not.toBeNull())
    const kept = document.querySelector<HTMLElement>('[data-walletport-modal] [role="dialog"]')
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => walletport.open())
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBe(kept)
  })

  it('behavior: embedded, a closed card leaves the page (no invisible box in the host layout)', async () => {
    const { walletport } = setupWalletport({ enableEmbedded: true })
    renderWithWalletport(<ConnectButton />, { walletport })
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    act(() => {
      walletport.close()
    })
    expect(dialog.isConnected).toBe(false)
  })
})
