// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import { mainnet } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ConnectButton } from './ConnectButton.js'
import { renderWithWalletport } from './testing/renderWalletport.js'

async function openNames() {
  const api = new InMemoryBlockchainApi()
  const chain = new FakeChainAdapter({ chainId: 1 })
  const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage() })
  const { user } = renderWithWalletport(<ConnectButton />, { walletport })
  await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => walletport.open())
  const account = await screen.findByRole('dialog', { name: 'Account' }, { timeout: 5_000 })
  await user.click(within(account).getByRole('button', { name: 'Choose a name' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose a name' })
  return { api, chain, walletport, user, dialog }
}

describe('RegisterAccountName', () => {
  it('validates as you type, suggests names, registers after the wallet signs, then shows the success view', async () => {
    const { user, dialog, chain, walletport } = await openNames()
    // The view is a chunk of its own: it shows once loaded.
    const input = await within(dialog).findByLabelText('Your name')
    const register = within(dialog).getByRole('button', { name: 'Register' }) as HTMLButtonElement

    await user.type(input, 'ab')
    expect(within(dialog).getByText('Use at least 4 characters: letters, digits and hyphens only.')).toBeTruthy()
    expect(register.disabled).toBe(true)

    await user.type(input, 'cd')
    const suggestions = await within(dialog).findByRole('list', { name: 'Suggestions' }, { timeout: 3_000 })
    expect(within(suggestions).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'abcd.reown.idAvailable',
      'abcd1.reown.idAvailable',
      'abcd-wallet.reown.idAvailable',
    ])
    await user.click(register)

    expect(await screen.findByText('abcd.reown.id is yours')).toBeTruthy()
    expect(chain.callsTo('signMessage')).toHaveLength(1)
    expect(walletport.getAccount().profileName).toBe('abcd.reown.id')
  })

  it("a failed registration stays on the view with 'Error registering name'", async () => {
    const { user, dialog, api } = await openNames()
    api.failNext('registerName', new HttpRequestError({ url: 'memory://x', method: 'POST', status: 500 }))

    await user.type(await within(dialog).findByLabelText('Your name'), 'alice')
    await user.click(within(dialog).getByRole('button', { name: 'Register' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error registering name')
    expect(screen.getByRole('dialog', { name: 'Choose a name' })).toBeTruthy()
  })
})
