// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { FAKE_OTP } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { renderWithWalletport, setupEmailWalletport } from './testing/renderWalletport.js'

const EMAIL = 'visitor@example.com'
const NEW_EMAIL = 'new@example.com'

beforeAll(async () => {
  await loadModal('en')
})

/** Logged in by email (through the core), the Account view open. */
async function openEmailAccount() {
  const context = setupEmailWalletport()
  const rendered = renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(async () => {
    await context.walletport.ready
    await context.walletport.connectEmail({ email: EMAIL })
    await context.walletport.connectEmailOtp({ otp: FAKE_OTP })
    await flushMicrotasks()
  })
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  return { ...context, ...rendered, dialog }
}

/** Types the code into the boxes of the view on screen. */
async function enterCode(dialog: HTMLElement, user: Awaited<ReturnType<typeof openEmailAccount>>['user'], otp = FAKE_OTP) {
  const first = (await within(dialog).findAllByRole('textbox', { name: /^Digit \d of 6$/ }))[0] as HTMLInputElement
  first.focus()
  await user.keyboard(otp)
}

describe('Account view of an email account', () => {
  it('behavior: the header shows the email, with an Update email row', async () => {
    const { dialog } = await openEmailAccount()
    expect(within(dialog).getByText(EMAIL)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Update email' })).toBeTruthy()
  })

  it('default: a wallet account has no email and no Update email row', async () => {
    const { walletport } = setupEmailWalletport()
    renderWithWalletport(<ConnectButton />, { walletport })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(dialog).queryByRole('button', { name: 'Update email' })).toBeNull()
  })
})

describe('update email', () => {
  it('behavior: new address, the code sent to the current one, the code sent to the new one; back on Account with the new email and a toast', async () => {
    const { dialog, user, walletport } = await openEmailAccount()
    await user.click(within(dialog).getByRole('button', { name: 'Update email' }))
    await screen.findByRole('dialog', { name: 'Change your email' })
    const field = await within(dialog).findByRole('textbox', { name: 'New email' })
    expect((field as HTMLInputElement).value).toBe('')
    expect(field.getAttribute('autocomplete')).toBe('email')

    await user.type(field, 'nope')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid email')
    await user.clear(field)
    await user.type(field, NEW_EMAIL)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    await screen.findByRole('dialog', { name: 'Confirm your current email' })
    expect(await within(dialog).findByText(`Enter the code sent to ${EMAIL}`)).toBeTruthy()
    await enterCode(dialog, user)

    await screen.findByRole('dialog', { name: 'Confirm your new email' })
    expect(await within(dialog).findByText(`Enter the code sent to ${NEW_EMAIL}`)).toBeTruthy()
    await enterCode(dialog, user)

    await screen.findByRole('dialog', { name: 'Account' })
    expect(await within(dialog).findByText(NEW_EMAIL)).toBeTruthy()
    expect(walletport.getRoute().history.map((entry) => entry.view)).toEqual(['Account'])
    const toast = await screen.findByText('Email updated')
    expect(toast.closest('[data-tone]')?.getAttribute('data-tone')).toBe('success')
  })

  it('behavior: a wrong code in a step keeps its digits and says why', async () => {
    const { dialog, user, frame } = await openEmailAccount()
    frame.failNext('UPDATE_EMAIL_PRIMARY_OTP', 'Invalid code')
    await user.click(within(dialog).getByRole('button', { name: 'Update email' }))
    await user.type(await within(dialog).findByRole('textbox', { name: 'New email' }), NEW_EMAIL)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: 'Confirm your current email' })
    await enterCode(dialog, user)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid code')
    const boxes = within(dialog).getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[]
    expect(boxes.map((box) => box.value).join('')).toBe(FAKE_OTP)
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]))
  })
})
