// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { FAKE_OTP, FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { renderWithWalletport, setupEmailWalletport } from './testing/renderWalletport.js'

const EMAIL = 'visitor@example.com'

beforeAll(async () => {
  await loadModal('en')
})

/** Serious and critical axe-core violations in the whole page (as in a11y.test.tsx: color-contrast off in jsdom). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
}

function setup(themeMode: 'light' | 'dark', frame?: FakeEmbeddedWalletFrame) {
  const context = setupEmailWalletport({ themeMode }, {}, frame)
  const rendered = renderWithWalletport(
    <main>
      <ConnectButton />
    </main>,
    { walletport: context.walletport },
  )
  return { ...context, ...rendered }
}

describe.each(['light', 'dark'] as const)('accessibility of the email views (axe-core, %s)', (themeMode) => {
  it('Connect with email, its error, and EmailVerifyOtp with a refused code', async () => {
    const { walletport, user } = setup(themeMode)
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    const field = await within(dialog).findByRole('textbox', { name: 'Email' })
    expect(await seriousViolations()).toEqual([])
    await user.type(field, 'nope')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await within(dialog).findByText('Invalid email')
    expect(await seriousViolations()).toEqual([])
    await user.clear(field)
    await user.type(field, EMAIL)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await within(dialog).findByText(`Enter the code sent to ${EMAIL}`)
    expect(await seriousViolations()).toEqual([])
    within(dialog).getAllByRole('textbox', { name: /^Digit/ })[0]?.focus()
    await user.keyboard('000000')
    await within(dialog).findByText('Invalid code')
    expect(await seriousViolations()).toEqual([])
  })

  it('EmailVerifyDevice', async () => {
    const frame = new FakeEmbeddedWalletFrame()
    frame.holdNext('CONNECT_DEVICE')
    const { walletport } = setup(themeMode, frame)
    act(() => walletport.open({ view: 'EmailVerifyDevice', params: { email: EMAIL } }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve this device' })
    await within(dialog).findByText(/^Check your inbox/)
    expect(await seriousViolations()).toEqual([])
  })

  it('UpdateEmailWallet and ApproveTransaction', async () => {
    const { walletport, frame } = setup(themeMode)
    await act(async () => {
      await walletport.connectEmail({ email: EMAIL })
      await walletport.connectEmailOtp({ otp: FAKE_OTP })
      await flushMicrotasks()
    })
    act(() => walletport.open({ view: 'UpdateEmailWallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change your email' })
    await within(dialog).findByRole('textbox', { name: 'New email' })
    expect(await seriousViolations()).toEqual([])
    act(() => void walletport.close())
    const held = frame.holdNext('RPC_REQUEST')
    act(() => void walletport.signMessage({ message: 'hello' }).catch(() => undefined))
    await held.whenReached
    await screen.findByText('Approve the request in the wallet window')
    expect(await seriousViolations()).toEqual([])
    act(() => void walletport.close())
  })
})
