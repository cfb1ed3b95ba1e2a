// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { polygon } from '../core/network/presets.js'
import { FAKE_OTP, FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { renderWithWalletport, setupEmailWalletport } from './testing/renderWalletport.js'

beforeAll(async () => {
  await loadModal('en')
})

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)
}

async function accountView(enabledNetworks: readonly number[], themeMode: 'light' | 'dark' = 'light') {
  const frame = new FakeEmbeddedWalletFrame({ smartAccountEnabledNetworks: enabledNetworks })
  const context = setupEmailWalletport({ themeMode }, {}, frame)
  const rendered = renderWithWalletport(<main><ConnectButton /></main>, { walletport: context.walletport })
  await act(async () => {
    await context.walletport.connectEmail({ email: 'visitor@example.com' })
    await context.walletport.connectEmailOtp({ otp: FAKE_OTP })
    await flushMicrotasks()
  })
  act(() => context.walletport.open({ view: 'Account' }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByText('visitor@example.com')
  return { ...context, ...rendered, dialog }
}

function addressOf(frame: FakeEmbeddedWalletFrame, type: 'eoa' | 'smartAccount'): string | undefined {
  return frame.user?.accounts?.find((account) => account.type === type)?.address
}

describe.each(['light', 'dark'] as const)('the preferred account type switch (%s)', (themeMode) => {
  it('default: on a smart-account network it switches to the EOA and back; axe finds nothing', async () => {
    const { walletport, frame, dialog, user } = await accountView([1], themeMode)
    expect(await seriousViolations()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Switch to your EOA' }))
    await within(dialog).findByRole('button', { name: 'Switch to your smart account' })
    expect(walletport.getAccount().address).toBe(addressOf(frame, 'eoa'))
    expect(await seriousViolations()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Switch to your smart account' }))
    await within(dialog).findByRole('button', { name: 'Switch to your EOA' })
    expect(walletport.getAccount().address).toBe(addressOf(frame, 'smartAccount'))
    act(() => void walletport.close())
  })
})

describe('where it is not shown', () => {
  it('behavior: a network without smart accounts has no switch', async () => {
    const { walletport, dialog } = await accountView([137])
    expect(within(dialog).queryByRole('button', { name: /^Switch to your/ })).toBeNull()
    await act(async () => {
      await walletport.switchNetwork(polygon)
      await flushMicrotasks()
    })
    await within(dialog).findByRole('button', { name: /^Switch to your/ })
    act(() => void walletport.close())
  })

  it('behavior: a refused switch says why and leaves the account', async () => {
    const { walletport, frame, dialog, user } = await accountView([1])
    const before = walletport.getAccount().address
    frame.handle('SET_PREFERRED_ACCOUNT', () => {
      throw new Error('Smart accounts are not enabled on this network')
    })
    await user.click(within(dialog).getByRole('button', { name: 'Switch to your EOA' }))
    await screen.findByText(/Smart accounts are not enabled on this network/)
    expect(walletport.getAccount().address).toBe(before)
    act(() => void walletport.close())
  })
})
