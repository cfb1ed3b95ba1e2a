// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MODAL } from '../core/internal.js'
import { ConnectButton } from './ConnectButton.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'
import { WalletportModal } from './WalletportModal.js'

describe('modal placement and theme', () => {
  it('default: portalled to document.body, outside the app', async () => {
    const { walletport } = setupWalletport()
    const { container } = renderWithWalletport(<ConnectButton />, { walletport })
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog')
    expect(container.contains(dialog)).toBe(false)
    expect(dialog.closest('[data-walletport-modal]')?.parentElement).toBe(document.body)
  })

  it('parameters: disableAppend renders the modal where <WalletportModal /> is placed, still modal', async () => {
    const { walletport } = setupWalletport({ disableAppend: true })
    renderWithWalletport(
      <>
        <ConnectButton />
        <aside aria-label="wallet slot">
          <WalletportModal />
        </aside>
      </>,
      { walletport },
    )
    act(() => walletport.open())
    const slot = screen.getByRole('complementary', { name: 'wallet slot' })
    const dialog = await within(slot).findByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('parameters: enableEmbedded renders inline at the end of the provider, as a non-modal card', async () => {
    const { walletport } = setupWalletport({ enableEmbedded: true })
    const { container } = renderWithWalletport(<ConnectButton />, { walletport })
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog')
    expect(container.contains(dialog)).toBe(true)
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
  })

  it('parameters: themeMode and themeVariables become --wp-* custom properties (modal and buttons)', async () => {
    const { walletport } = setupWalletport({ themeMode: 'light', themeVariables: { '--wp-color-accent': '#ff0066' } })
    renderWithWalletport(<ConnectButton />, { walletport })
    const button = screen.getByRole('button', { name: /Connect/ })
    expect(button.style.getPropertyValue('--wp-color-accent')).toBe('#ff0066')
    // A button carries the variables its look reads, not the modal's whole palette.
    expect(button.style.getPropertyValue('--wp-color-accent-fg')).toBe('#ffffff')
    expect(button.style.getPropertyValue('--wp-color-bg')).toBe('')
    act(() => walletport.open())
    const root = (await screen.findByRole('dialog')).closest<HTMLElement>('[data-walletport-modal]')
    expect(root?.dataset.theme).toBe('light')
    expect(root?.style.getPropertyValue('--wp-color-accent')).toBe('#ff0066')
    expect(root?.style.getPropertyValue('--wp-z-index')).toBe(String(MODAL.zIndex))
    expect(root?.style.getPropertyValue('--wp-width')).toBe(`${MODAL.widthPx}px`)
    expect(root?.style.getPropertyValue('--wp-font-family')).toMatch(/^Inter, .*sans-serif$/)
  })

  it('behavior: reopening reuses the loaded modal (no second load, toasts region kept)', async () => {
    const { walletport } = setupWalletport()
    renderWithWalletport(<ConnectButton />, { walletport })
    act(() => walletport.open())
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    const region = screen.getByRole('status', { name: 'Notifications' })
    act(() => {
      walletport.close()
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => walletport.open())
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Notifications' })).toBe(region)
  })
})
