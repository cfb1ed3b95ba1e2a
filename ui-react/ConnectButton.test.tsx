// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError, UserRejectedRequestError } from '../core/index.js'
import { mainnet } from '../core/network/presets.js'
import { ConnectButton } from './ConnectButton.js'
import { FAKE_ADDRESS, renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

const ONE_AND_A_BIT_ETH = 1_234_567_000_000_000_000n

describe('ConnectButton → modal → connect', () => {
  it('behavior: opens the lazy modal, lists the fake wallet, connects, then shows address and balance', async () => {
    const { walletport, chain } = setupWalletport()
    chain.setBalance(FAKE_ADDRESS, mainnet, ONE_AND_A_BIT_ETH)
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: /Connect/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    const installed = within(dialog).getByRole('list', { name: 'Installed' })
    const hold = chain.holdNext('connect')
    await user.click(within(installed).getByRole('button', { name: /Fake Wallet/ }))

    expect(await within(dialog).findByText('Continue in Fake Wallet')).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Fake Wallet' })).toBeTruthy()
    hold.release()

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const account = await screen.findByRole('button', { name: /0xf39f…2266/ })
    await waitFor(() => expect(account.textContent).toContain('1.234 ETH'))

    await user.click(account)
    const accountView = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(accountView).getByText('0xf39f…2266')).toBeTruthy()
    expect(within(accountView).getByText(/1\.234|\.234/)).toBeTruthy()
  })

  it('behavior: a rejected connect says so and Retry connects', async () => {
    const { walletport, chain } = setupWalletport()
    chain.failNext('connect', new UserRejectedRequestError())
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await user.click(screen.getByRole('button', { name: /Connect/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: /Fake Wallet/ }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Connection declined')
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))

    await waitFor(() => expect(walletport.getAccount().status).toBe('connected'))
    expect(chain.callsTo('connect')).toHaveLength(2)
  })

  it('behavior: a failure that carries a catalogue alert raises it (role=alert); it can be dismissed', async () => {
    const { walletport, chain } = setupWalletport()
    chain.failNext('connect', new NetworkNotFoundError({ caipNetworkId: 'eip155:5' }))
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await user.click(screen.getByRole('button', { name: /Connect/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: /Fake Wallet/ }))
    await within(dialog).findByText('Network Not Found')
    const alerts = within(dialog).getAllByRole('alert')
    expect(alerts.some((alert) => alert.textContent?.includes('Add it to the networks option'))).toBe(true)
    expect(alerts.some((alert) => alert.textContent?.includes('Network not found'))).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }))
    expect(within(dialog).queryByText('Network Not Found')).toBeNull()
  })
})
