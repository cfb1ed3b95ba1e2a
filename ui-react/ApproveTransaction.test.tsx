// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { FAKE_OTP } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { renderWithWalletport, setupEmailWalletport } from './testing/renderWalletport.js'

beforeAll(async () => {
  await loadModal('en')
})

/** An instance logged in by email (through the core), rendered with a ConnectButton. */
async function loggedIn() {
  const context = setupEmailWalletport()
  const rendered = renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(async () => {
    await context.walletport.ready
    await context.walletport.connectEmail({ email: 'visitor@example.com' })
    await context.walletport.connectEmailOtp({ otp: FAKE_OTP })
    await flushMicrotasks()
  })
  return { ...context, ...rendered }
}

describe('ApproveTransaction', () => {
  it('behavior: while a signature waits, the frame is shown and the view says to approve there', async () => {
    const { walletport, frame } = await loggedIn()
    const held = frame.holdNext('RPC_REQUEST')
    let signing: Promise<string> | undefined
    act(() => {
      signing = walletport.signMessage({ message: 'hello' })
    })
    await held.whenReached
    const dialog = await screen.findByRole('dialog', { name: 'Approve transaction' })
    expect(await within(dialog).findByText('Approve the request in the wallet window')).toBeTruthy()
    expect(frame.visible).toBe(true)
    await act(async () => held.reply(`0x${'ab'.repeat(65)}`))
    await expect(signing).resolves.toBe(`0x${'ab'.repeat(65)}`)
    await waitFor(() => expect(walletport.getModal().open).toBe(false))
  })

  it('behavior: Cancel closes the modal, which rejects the request and hides the frame', async () => {
    const { walletport, frame, user } = await loggedIn()
    const held = frame.holdNext('RPC_REQUEST')
    let signing: Promise<unknown> | undefined
    act(() => {
      signing = walletport.signMessage({ message: 'hello' }).catch((error: unknown) => error)
    })
    await held.whenReached
    const dialog = await screen.findByRole('dialog', { name: 'Approve transaction' })
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }))
    expect(await signing).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(frame.visible).toBe(false)
    expect(walletport.getModal().open).toBe(false)
  })

  it('behavior: with no frame shown, nothing is waiting; Close closes', async () => {
    const { walletport, user } = await loggedIn()
    act(() => walletport.open({ view: 'ApproveTransaction' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve transaction' })
    expect(dialog.textContent).toContain('Nothing is waiting for approval')
    const closes = within(dialog).getAllByRole('button', { name: 'Close' })
    await user.click(closes[closes.length - 1] as HTMLElement)
    expect(walletport.getModal().open).toBe(false)
  })
})

describe("'Action not allowed'", () => {
  it('behavior: a refused RPC method opens the modal and, 300 ms later on the core clock, shows an error toast', async () => {
    const { walletport, clock } = await loggedIn()
    await act(async () => {
      await walletport.requestEmbedded({ method: 'eth_sign' }).catch(() => undefined)
    })
    await screen.findByRole('dialog', { name: 'Account' })
    expect(screen.queryByText('Action not allowed')).toBeNull()
    await act(() => clock.advanceAsync(300))
    const toast = await screen.findByText('Action not allowed')
    expect(toast.closest('[data-tone]')?.getAttribute('data-tone')).toBe('error')
    expect(toast.closest('[role="status"]')?.getAttribute('aria-label')).toBe('Notifications')
  })
})
