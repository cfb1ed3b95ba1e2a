// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import { mainnet } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { FAKE_ADDRESS, renderWithWalletport, setupWalletport } from './testing/renderWalletport.js'

// Every RPC URL of the network down (the adapter's balance read fails as viem's does, an
// HttpRequestError): the Account view says the balance is unavailable and offers a retry.
describe('Account view: the balance when every RPC is down', () => {
  it('behavior: “Balance not available” with Try again; once a node answers, the retry shows the balance', async () => {
    const { walletport, chain } = setupWalletport()
    chain.setBalance(FAKE_ADDRESS, mainnet, 2n * 10n ** 18n)
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    await waitFor(() => expect(walletport.getAccount().balance).toBe('2'))
    chain.failAlways('getBalance', new HttpRequestError({ url: 'http://127.0.0.1:8545', method: 'POST' }))
    await act(() => walletport.refreshBalance({ force: true }))
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Account' })

    const notice = within(dialog).getByText(/Balance not available/)
    const retry = within(notice).getByRole('button', { name: 'Try again' })
    expect(retry.getAttribute('aria-describedby')).toBe(notice.id)
    expect(walletport.getAccount().balanceError).toBe('Token Balance Unavailable')

    chain.clearFailures('getBalance')
    await user.click(retry)

    await waitFor(() => expect(within(dialog).queryByText(/Balance not available/)).toBeNull())
    expect(walletport.getAccount()).toMatchObject({ balance: '2', balanceError: undefined })
  })
})
