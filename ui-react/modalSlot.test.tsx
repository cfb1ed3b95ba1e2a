// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { loadModalSlot } from './ModalSlot.js'
import { WalletportProvider } from './WalletportProvider.js'

// Counts the loads of the live slot's chunk (the factory runs on its first import).
const slot = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./LiveModalSlot.js', async (importOriginal) => {
  slot.loads++
  return importOriginal()
})

describe('the live modal slot', () => {
  it('behavior: the first render does not ask for it; the provider loads it right after the first paint, before any hover or click, and a click before a lazy core paints the shell', async () => {
    render(
      <WalletportProvider walletport={() => new Promise(() => undefined)}>
        <ConnectButton />
      </WalletportProvider>,
    )
    expect(slot.loads).toBe(0)
    await waitFor(() => expect(slot.loads).toBe(1))
    await loadModalSlot() // the provider's load, under way: the click finds the slot there
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('dialog', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true')
  })
})
