// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../core/index.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

async function connectedOnAccount() {
  const context = setupWalletport()
  const rendered = renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(() => context.walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  await rendered.user.click(screen.getByRole('button', { name: /0xf39f/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Network: Ethereum' }))
  await within(dialog).findByRole('heading', { name: 'Choose a network' })
  return { ...context, ...rendered, dialog }
}

describe('Networks and SwitchNetwork', () => {
  it('behavior: lists the networks with the current one marked', async () => {
    const { dialog } = await connectedOnAccount()
    const list = within(dialog).getByRole('list', { name: 'Networks' })
    const [ethereum, polygon] = within(list).getAllByRole('button')
    expect(ethereum?.getAttribute('aria-current')).toBe('true')
    expect(ethereum?.textContent).toContain('Current network')
    expect(polygon?.hasAttribute('aria-current')).toBe(false)
  })

  it('behavior: choosing a network shows the switching state, then returns to Account', async () => {
    const { walletport, chain, user, dialog } = await connectedOnAccount()
    const hold = chain.holdNext('switchNetwork')
    await user.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    expect(await within(dialog).findByText('Switching to Polygon')).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Switch network' })).toBeTruthy()
    hold.release()
    await within(dialog).findByRole('heading', { name: 'Account' })
    expect(walletport.getNetwork().chainId).toBe(137)
    expect(within(dialog).getByRole('button', { name: 'Network: Polygon' })).toBeTruthy()
    expect(walletport.getRoute().history.map((entry) => entry.view)).toEqual(['Account'])
  })

  it('behavior: a rejected switch goes back one view and says so in a toast', async () => {
    const { walletport, chain, user, dialog } = await connectedOnAccount()
    chain.failNext('switchNetwork', new UserRejectedRequestError())
    await user.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    await within(dialog).findByRole('heading', { name: 'Choose a network' })
    expect(await screen.findByText('Network switch declined')).toBeTruthy()
    expect(walletport.getNetwork().chainId).toBe(1)
    expect(walletport.getRoute().view).toBe('Networks')
  })

  it('behavior: a failed switch names the network and the reason', async () => {
    const { chain, user, dialog } = await connectedOnAccount()
    chain.failNext('switchNetwork', new Error('rpc exploded'))
    await user.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    await within(dialog).findByRole('heading', { name: 'Choose a network' })
    const toast = await screen.findByText(/Couldn't switch to Polygon/)
    expect(toast.textContent).not.toContain('rpc exploded')
  })

  it('behavior: NetworkButton opens Networks; a switch started there closes the modal', async () => {
    const { walletport } = setupWalletport()
    const { user } = renderWithWalletport(<NetworkButton />, { walletport })
    await user.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a network' })
    await user.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Network: Polygon' })).toBeTruthy()
  })
})
