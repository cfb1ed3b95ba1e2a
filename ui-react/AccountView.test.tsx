// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getWalletFeaturesOrder } from '../core/internal.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { FAKE_ADDRESS, renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

async function openAccount(options: Parameters<typeof setupWalletport>[0] = {}) {
  const context = setupWalletport(options)
  const rendered = renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(() => context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  return { ...context, ...rendered, dialog }
}

describe('Account view', () => {
  it('behavior: Tokens / NFTs / Activity is a real tablist with arrow keys, Home and End', async () => {
    const { user, dialog } = await openAccount()
    const tablist = within(dialog).getByRole('tablist', { name: 'Your assets' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    const panel = within(dialog).getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id)
    // No Blockchain API in this set-up: the Tokens tab says 'Token Balance Unavailable' and offers a retry.
    await waitFor(() => expect(panel.textContent).toMatch(/Token Balance Unavailable/))

    tabs[0]?.focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tabs[1])
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true')
    expect(within(dialog).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[1]?.id)
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(tabs[2])
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tabs[0])
    await user.keyboard('{ArrowLeft}{Home}')
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
    expect(within(dialog).getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('parameters: features.history off drops the Activity tab', async () => {
    const { dialog } = await openAccount({ features: { history: false } })
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
  })

  it('behavior: copy address writes the full address and confirms', async () => {
    const { user, dialog } = await openAccount()
    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(FAKE_ADDRESS)
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy()
    expect((await screen.findByText('Address copied to the clipboard')).closest('[role="status"]')).toBeTruthy()
  })

  it('behavior: the enabled wallet features, configured ones first then onramp, swaps, receive, send; those not built shown as not available (never faked)', async () => {
    const { dialog } = await openAccount({ features: { onramp: true, receive: true, send: true, swaps: false, walletFeaturesOrder: ['send'] } })
    const features = within(dialog).getByRole('list', { name: 'Wallet features' })
    const buttons = within(features).getAllByRole('button')
    const expected = getWalletFeaturesOrder(['send']).filter((feature) => feature !== 'swaps')
    expect(expected).toEqual(['send', 'onramp', 'receive'])
    expect(buttons.map((button) => button.textContent)).toEqual(['Send', 'Buy crypto', 'Receive'])
    for (const button of buttons.filter((each) => !['Receive', 'Buy crypto', 'Send'].includes(each.textContent ?? ''))) {
      expect(button.getAttribute('aria-disabled')).toBe('true')
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Not available yet')
    }
    for (const name of ['Receive', 'Send']) {
      const built = within(features).getByRole('button', { name })
      expect([built.getAttribute('aria-disabled'), built.getAttribute('aria-describedby')]).toEqual([null, null])
    }
  })

  it('default: no wallet feature tiles (every wallet feature is off by default)', async () => {
    const { dialog } = await openAccount()
    expect(within(dialog).queryByRole('list', { name: 'Wallet features' })).toBeNull()
  })

  it('behavior: a generated avatar with a text alternative when there is no profile image', async () => {
    const { dialog } = await openAccount()
    expect(within(dialog).getByRole('img', { name: 'Avatar of 0xf39f…2266' })).toBeTruthy()
  })

  it('behavior: Disconnect disconnects and closes', async () => {
    const { walletport, user, dialog } = await openAccount()
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(walletport.getAccount().status).toBe('disconnected'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: /Connect/ })).toBeTruthy()
  })

  it('behavior: a failed disconnect still leaves and says so', async () => {
    const { walletport, chain, user, dialog, clock } = await openAccount()
    chain.failNext('disconnect', new Error('wallet gone'))
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await act(() => clock.advanceAsync(3_000))
    expect(await screen.findByText('Failed to disconnect chain(s)')).toBeTruthy()
    expect(walletport.getAccount().status).toBe('disconnected')
  })
})
