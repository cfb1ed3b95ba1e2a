// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

describe('keyboard and focus', () => {
  it('behavior: a keyboard-only connect (Tab, Enter) returns focus to the button, now showing the account', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await user.tab()
    const button = screen.getByRole('button', { name: /Connect/ })
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')

    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    // Focus moved into the dialog, onto the first wallet.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Fake Wallet'))
    await user.keyboard('{Enter}')

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletport.getAccount().status).toBe('connected')
    expect(document.activeElement).toBe(button)
    expect(button.textContent).toContain('0xf39f…2266')
  })

  it('behavior: Tab and Shift+Tab stay inside the dialog', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(
      <>
        <button type="button">before</button>
        <ConnectButton />
        <button type="button">after</button>
      </>,
      { walletport },
    )
    await user.click(screen.getByRole('button', { name: /Connect/ }))
    const dialog = await screen.findByRole('dialog')
    const inside = () => dialog.contains(document.activeElement)
    for (let step = 0; step < 8; step += 1) {
      await user.tab()
      expect(inside()).toBe(true)
    }
    for (let step = 0; step < 8; step += 1) {
      await user.tab({ shift: true })
      expect(inside()).toBe(true)
    }
    // Focus moved elsewhere by script comes back too.
    screen.getByRole('button', { name: 'after', hidden: true }).focus()
    expect(inside()).toBe(true)
  })

  it('behavior: Escape closes when allowed and focus returns to the trigger', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    const button = screen.getByRole('button', { name: /Connect/ })
    await user.click(button)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletport.getModal().open).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('behavior: Back returns to the previous view and the close button closes', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await user.click(screen.getByRole('button', { name: /Connect/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: /All wallets/ }))
    await within(dialog).findByRole('heading', { name: 'All wallets' })
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    await within(dialog).findByRole('heading', { name: 'Connect a wallet' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('behavior: a click on the overlay closes; a drag that starts in the card does not', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await user.click(screen.getByRole('button', { name: /Connect/ }))
    const dialog = await screen.findByRole('dialog')
    const overlay = dialog.parentElement as HTMLElement
    await user.pointer([{ keys: '[MouseLeft>]', target: dialog }, { target: overlay }, { keys: '[/MouseLeft]', target: overlay }])
    expect(walletport.getModal().open).toBe(true)
    await user.click(overlay)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
