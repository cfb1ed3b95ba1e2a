// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import type { Connector } from '../core/index.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryProjectConfig } from '../test-doubles/InMemoryProjectConfig.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { FAKE_OTP, FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { FrameError } from '../core/embedded/FrameError.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { renderWithWalletport, setupEmailWalletport } from './testing/renderWalletport.js'

const EMAIL = 'visitor@example.com'
const INSTALLED: Connector = { id: 'fake-wallet', type: 'ANNOUNCED', name: 'Fake Wallet', chain: 'eip155', installed: true, info: { rdns: 'io.fake' } }
const EXTERNAL: Connector = { id: 'ext', type: 'EXTERNAL', name: 'Hardware Wallet', chain: 'eip155' }

// The modal chunk loaded up front: a cold import must not eat a test's wait for the dialog.
beforeAll(async () => {
  await loadModal('en')
})

async function openConnect(frame?: FakeEmbeddedWalletFrame, connectors: readonly Connector[] = [INSTALLED]) {
  const context = setupEmailWalletport({}, { connectors }, frame)
  const rendered = renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(() => context.walletport.ready)
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  const field = await within(dialog).findByRole('textbox', { name: 'Email' })
  return { ...context, ...rendered, dialog, field }
}

/** Types the address, submits, and waits for the code view. */
async function toCodeView(opened: Awaited<ReturnType<typeof openConnect>>) {
  await opened.user.type(opened.field, EMAIL)
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Continue' }))
  await within(opened.dialog).findByText(`Enter the code sent to ${EMAIL}`)
  return within(opened.dialog).getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[]
}

describe('Connect view: email method', () => {
  it('behavior: an email field (labelled, type email, autocomplete email) with Continue, when email is on and a frame exists', async () => {
    const { field, dialog } = await openConnect()
    expect([field.getAttribute('type'), field.getAttribute('autocomplete')]).toEqual(['email', 'email'])
    expect(within(dialog).getByRole('region', { name: 'Log in with email' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy()
  })

  it('behavior: shown when the project turns email on remotely (the default frame exists with a projectId)', async () => {
    const clock = new ManualClock()
    const walletport = createWalletport(
      { networks: [mainnet, polygon], projectId: 'p1', features: { email: false } },
      { chainAdapters: [new FakeChainAdapter({ chainId: 1 })], storage: new InMemoryStorage(), clock, projectConfig: new InMemoryProjectConfig({ features: { email: true }, allowedOrigins: ['http://localhost:*'] }) },
    )
    renderWithWalletport(null, { walletport })
    act(() => {
      walletport.open()
      clock.advance(0)
    })
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await waitFor(() => expect(walletport.getRemoteConfig()).toMatchObject({ status: 'remote', features: expect.objectContaining({ email: true }) }))
    expect(walletport.hasEmbeddedWallet).toBe(true)
    expect(await within(dialog).findByRole('textbox', { name: 'Email' })).toBeTruthy()
  })

  it('behavior: hidden without a projectId (no embedded wallet exists), whatever the email flag', async () => {
    const walletport = createWalletport({ networks: [mainnet, polygon], features: { email: true } }, { chainAdapters: [new FakeChainAdapter({ chainId: 1 })], storage: new InMemoryStorage() })
    renderWithWalletport(null, { walletport })
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(walletport.hasEmbeddedWallet).toBe(false)
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull()
  })

  it('behavior: hidden with email off', async () => {
    const { walletport } = setupEmailWalletport({ features: { email: false, socials: ['google'] } })
    renderWithWalletport(null, { walletport })
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(within(dialog).queryByRole('region', { name: 'Log in with email' })).toBeNull()
  })

  it('default: wallets first when an installed wallet is shown, else email first', async () => {
    const withWallet = await openConnect()
    const wallets = within(withWallet.dialog).getByRole('region', { name: 'Wallets' })
    const email = within(withWallet.dialog).getByRole('region', { name: 'Log in with email' })
    expect(wallets.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    withWallet.unmount()

    const without = await openConnect(undefined, [EXTERNAL])
    const walletsAfter = within(without.dialog).getByRole('region', { name: 'Wallets' })
    const emailFirst = within(without.dialog).getByRole('region', { name: 'Log in with email' })
    expect(emailFirst.compareDocumentPosition(walletsAfter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('parameters: an invalid address is told in place (aria-invalid, described by the text); the frame is never asked', async () => {
    const { user, field, dialog, frame } = await openConnect()
    await user.type(field, 'not-an-email')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    const message = await within(dialog).findByRole('alert')
    expect(message.textContent).toBe('Invalid email')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(message.id)
    expect(frame.requestsOf('CONNECT_EMAIL')).toEqual([])
  })

  it('behavior: turning to the field creates the frame (so Continue waits for the code only)', async () => {
    const { user, field, frame } = await openConnect()
    expect(frame.loaded).toBe(false)
    await user.click(field)
    await waitFor(() => expect(frame.loaded).toBe(true))
    await waitFor(() => expect(frame.requestsOf('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toHaveLength(1))
  })

  it('behavior: a frame that does not load raises Wallet Load Failed, says why under the field, and the wallets stay usable', async () => {
    // A frame that never loads: the try on focus and the one on Continue both fail.
    const broken = new FakeEmbeddedWalletFrame()
    broken.load = () => Promise.reject(new FrameError({ kind: 'loadFailed' }))
    const { user, field, dialog } = await openConnect(broken)
    await user.type(field, EMAIL)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    const message = await within(dialog).findByText('Unable to load email login dependency')
    expect(message.getAttribute('role')).toBe('alert')
    expect(within(dialog).getByRole('textbox', { name: 'Email' }).getAttribute('aria-describedby')).toBe(message.id)
    expect(await within(dialog).findByText('Wallet Load Failed')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /Fake Wallet/ }).hasAttribute('disabled')).toBe(false)
    expect(within(dialog).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false)
  })

  it('behavior: within 30 s of the last login the field counts down in place, the button disabled until allowed', async () => {
    const opened = await openConnect()
    const { user, dialog, walletport, clock } = opened
    await toCodeView(opened)
    act(() => void walletport.goBack())
    const field = await within(dialog).findByRole('textbox', { name: 'Email' })
    await act(() => clock.advanceAsync(12_000))
    await user.type(field, EMAIL)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText('Please try again after 18 seconds')).toBeTruthy()
    const button = within(dialog).getByRole('button', { name: 'Continue' })
    expect(button.hasAttribute('disabled')).toBe(true)
    // Each second the view re-reads the core's cooldown, which runs on the core's clock.
    await act(() => clock.advanceAsync(1_000))
    expect(await within(dialog).findByText('Please try again after 17 seconds')).toBeTruthy()
    await act(() => clock.advanceAsync(17_000))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false))
    expect(within(dialog).queryByText(/Please try again after/)).toBeNull()
  })
})

describe('EmailVerifyOtp', () => {
  it('behavior: the full login: email, then the 6 digits (focus moving forward) connect, the modal closes, and Account shows the email', async () => {
    const opened = await openConnect()
    const { user, dialog, walletport } = opened
    const boxes = await toCodeView(opened)
    expect(boxes.map((box) => [box.inputMode, box.getAttribute('autocomplete')])).toEqual([
      ['numeric', 'one-time-code'],
      ...Array.from({ length: 5 }, () => ['numeric', 'off']),
    ])
    boxes[0]?.focus()
    await user.keyboard(FAKE_OTP.slice(0, 3))
    expect(document.activeElement).toBe(boxes[3])
    await user.keyboard(FAKE_OTP.slice(3))
    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
    await waitFor(() => expect(walletport.getModal().open).toBe(false))
    expect(walletport.getAccount().user?.email).toBe(EMAIL)
    act(() => walletport.open())
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(account).getByText(EMAIL)).toBeTruthy()
    expect(dialog).toBe(account)
  })

  it('behavior: a wrong code shows the frame\'s words and keeps the digits, focused for a fix; the fixed code connects', async () => {
    const opened = await openConnect()
    const { user, dialog, walletport } = opened
    const boxes = await toCodeView(opened)
    boxes[0]?.focus()
    await user.keyboard('123450')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid code')
    expect(boxes.map((box) => box.value).join('')).toBe('123450')
    expect(boxes.every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]))
    boxes[5]?.focus()
    await user.keyboard('{Backspace}6')
    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
  })

  it('behavior: Backspace clears and moves back; a pasted code (with spaces) fills every box and submits', async () => {
    const opened = await openConnect()
    const { user, walletport } = opened
    const boxes = await toCodeView(opened)
    boxes[0]?.focus()
    await user.keyboard('12')
    // On the empty third box: back to the second, clearing it.
    await user.keyboard('{Backspace}')
    expect(boxes.map((box) => box.value).join('')).toBe('1')
    expect(document.activeElement).toBe(boxes[1])
    fireEvent.paste(boxes[2] as HTMLInputElement, { clipboardData: { getData: () => '123 456' } })
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6'])
    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
  })

  it('behavior: while the code is checked a spinner shows and the boxes are disabled', async () => {
    const opened = await openConnect()
    const { user, dialog, frame } = opened
    const boxes = await toCodeView(opened)
    const held = frame.holdNext('CONNECT_OTP')
    boxes[0]?.focus()
    await user.keyboard(FAKE_OTP)
    await held.whenReached
    expect((await within(dialog).findByRole('status')).textContent).toBe('Checking the code…')
    expect(boxes.every((box) => box.disabled)).toBe(true)
    await act(async () => held.reply())
  })

  it('behavior: Resend code within 30 s is refused, counted down, and disabled meanwhile', async () => {
    const opened = await openConnect()
    const { user, dialog } = opened
    await toCodeView(opened)
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }))
    expect(await within(dialog).findByText('Please try again after 30 seconds')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('EmailVerifyDevice', () => {
  it('behavior: VERIFY_DEVICE waits for the approval link, then asks for the code', async () => {
    const frame = new FakeEmbeddedWalletFrame().replyNext('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
    const held = frame.holdNext('CONNECT_DEVICE')
    const { user, field, dialog } = await openConnect(frame)
    await user.type(field, EMAIL)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText(`Check your inbox: approve this device from the link we sent to ${EMAIL}`)).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Approve this device' })).toBe(dialog)
    await held.whenReached
    await act(async () => held.reply())
    expect(await within(dialog).findByText(`Enter the code sent to ${EMAIL}`)).toBeTruthy()
    expect(dialog.getAttribute('data-view')).toBe('EmailVerifyOtp')
  })

  it('behavior: a failed approval says why and Try again asks again', async () => {
    const frame = new FakeEmbeddedWalletFrame().replyNext('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' }).failNext('CONNECT_DEVICE', 'Device approval timed out')
    const { user, field, dialog } = await openConnect(frame)
    await user.type(field, EMAIL)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Device approval timed out')
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByText(`Enter the code sent to ${EMAIL}`)).toBeTruthy()
    expect(frame.requestsOf('CONNECT_DEVICE')).toHaveLength(2)
  })
})
