// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

// The modal chunk cannot load (offline, or a deploy replaced it) until the third try: the
// click's preload and the shell's load both fail; the visitor's retry succeeds.
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('./modal/ModalRoot.js', async (importOriginal) => {
  loads.count += 1
  if (loads.count <= 2) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

describe('the loading shell when the modal chunk cannot load', () => {
  it('behavior: says so with a retry, and the retry loads the modal', async () => {
    const { walletport } = setupWalletport()
    renderWithWalletport(<ConnectButton />, { walletport })
    fireEvent.click(screen.getByRole('button', { name: /Connect/ }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', "The wallet options couldn't load. Check your connection and try again.")
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
    expect(loads.count).toBe(3)
  })
})
