// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

// Counts imports of the German catalogue (a mock factory runs on the module's first import).
const catalogue = vi.hoisted(() => ({ germanLoads: 0 }))
vi.mock('./i18n/locales/de.js', async (importOriginal) => {
  catalogue.germanLoads += 1
  return importOriginal()
})

// The first load of the modal chunk includes transforming it; give it time.
const FIRST_LOAD = { timeout: 10_000 }

describe('lazy catalogues', () => {
  it('behavior: English opens the modal without ever loading German', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' }, FIRST_LOAD)).toBeTruthy()
    expect(catalogue.germanLoads).toBe(0)
  })

  it('behavior: German buttons paint at once from the initial bundle; hovering preloads German; the modal opens in German', async () => {
    const { walletport } = setupWalletport({ locale: 'de-AT' })
    const { user } = renderWithWalletport(
      <>
        <ConnectButton />
        <NetworkButton />
      </>,
      { walletport },
    )
    // First paint: German labels, and no catalogue requested.
    const connect = screen.getByRole('button', { name: 'Wallet verbinden' })
    expect(screen.getByRole('button', { name: /Netzwerk:/ })).toBeTruthy()
    expect(catalogue.germanLoads).toBe(0)

    await act(async () => {
      fireEvent.pointerEnter(connect)
      await vi.dynamicImportSettled()
    })
    expect(catalogue.germanLoads).toBe(1)

    await user.click(connect)
    const dialog = await screen.findByRole('dialog', { name: 'Wallet verbinden' }, FIRST_LOAD)
    // The dialog's first render already has the German texts (it waited for them).
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy()
    expect(catalogue.germanLoads).toBe(1)
  })
})
