// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import type { WalletportOptions } from '../core/index.js'
import { mainnet, polygon } from '../core/network/index.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ConnectButton } from './ConnectButton.js'
import { renderWithWalletport } from './testing/renderWalletport.js'

afterEach(() => vi.restoreAllMocks())

/** Connected on mainnet with the in-memory API; Account → Buy crypto → the view, its options loaded. */
async function openOnramp(options: Partial<WalletportOptions> = {}) {
  const api = new InMemoryBlockchainApi()
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const walletport = createWalletport({ networks: [mainnet, polygon], features: { onramp: true }, ...options }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage() })
  const rendered = renderWithWalletport(<ConnectButton />, { walletport, ...(options.locale ? { locale: options.locale } : {}) })
  await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => walletport.open())
  const account = await screen.findByRole('dialog', { name: options.locale === 'de' ? 'Konto' : 'Account' })
  return { walletport, api, chain, account, ...rendered }
}

async function openBuy() {
  const opened = await openOnramp()
  await opened.user.click(within(opened.account).getByRole('button', { name: 'Buy crypto' }))
  const dialog = await screen.findByRole('dialog', { name: 'Buy crypto' })
  await within(dialog).findByRole('combobox', { name: 'You buy' })
  return { ...opened, dialog }
}

describe('Buy crypto (OnRampProviders)', () => {
  it('default: the tile opens it; USDC and USD selected, card, the presets, the providers with their fee', async () => {
    const { walletport, dialog } = await openBuy()
    expect(walletport.getRoute().view).toBe('OnRampProviders')
    expect((within(dialog).getByRole('combobox', { name: 'You buy' }) as HTMLSelectElement).value).toBe('USDC')
    expect((within(dialog).getByRole('combobox', { name: 'You pay in' }) as HTMLSelectElement).value).toBe('USD')
    expect((within(dialog).getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true)
    expect(within(within(dialog).getByRole('group', { name: 'Amounts' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['100', '250', '500', '1,000'])
    expect(within(dialog).getByRole('radio', { name: 'Coinbase fee 1-2%' })).toBeTruthy()
    expect(within(dialog).getByRole('radio', { name: 'Meld.io fee 1-2%' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Buy with Coinbase' }).hasAttribute('disabled')).toBe(true)
  })

  it('behavior: a preset gets a quote; Buy is then offered', async () => {
    const { dialog, user } = await openBuy()
    await user.click(within(dialog).getByRole('button', { name: '250' }))
    expect(await within(dialog).findByText('You receive about 246.25 USDC', {}, { timeout: 2_000 })).toBeTruthy()
    expect(within(dialog).getByText('Fee 3.75 USD included')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Buy with Coinbase' }).hasAttribute('disabled')).toBe(false)
  })

  it('behavior: limits are checked in place, per payment method', async () => {
    const { dialog, user, api } = await openBuy()
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' })
    expect(within(dialog).getByText('Between 10 and 7,500 USD.')).toBeTruthy()
    await user.type(amount, '9000')
    expect(within(dialog).getByText('The most you can pay is 7,500 USD.')).toBeTruthy()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    await user.click(within(dialog).getByRole('radio', { name: 'Bank transfer' }))
    expect(within(dialog).getByText('Between 10 and 25,000 USD.')).toBeTruthy()
    await within(dialog).findByText('You receive about 8865 USDC', {}, { timeout: 2_000 })
    expect(api.callsTo('getOnrampQuote').map((call) => call.amount)).toEqual(['9000'])
  })

  it('behavior: a quote error is shown', async () => {
    const { dialog, user, api } = await openBuy()
    api.failNext('getOnrampQuote', new Error('down'))
    await user.click(within(dialog).getByRole('button', { name: '100' }))
    expect((await within(dialog).findByRole('alert', {}, { timeout: 2_000 })).textContent).toBe('Unable to get a quote')
  })

  it('behavior: Buy opens the popup in the click, then the checkout URL; the visitor back → balance and Activity read afresh', async () => {
    const { dialog, user, api, walletport } = await openBuy()
    const popup = { closed: false, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    await user.click(within(dialog).getByRole('button', { name: '100' }))
    await within(dialog).findByText(/You receive about/, {}, { timeout: 2_000 })
    await user.click(within(dialog).getByRole('radio', { name: /Meld\.io/ }))
    await within(dialog).findByText(/You receive about/, {}, { timeout: 2_000 })

    await user.click(within(dialog).getByRole('button', { name: 'Buy with Meld.io' }))

    expect(open).toHaveBeenCalledWith('', 'walletport-onramp', expect.stringContaining('popup'))
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/onramp\.example\/buy\?/))
    expect(new URL(popup.location.href).searchParams.get('provider')).toBe('meld')
    expect(await within(dialog).findByText('Finish the purchase in the checkout window.')).toBeTruthy()
    const before = api.callsTo('getTransactionHistory').length
    popup.closed = true
    await within(dialog).findByText('Purchase complete: your balance is updated.', {}, { timeout: 3_000 })
    expect(api.callsTo('getTransactionHistory').length).toBe(before + 1)
    expect(walletport.getRoute().view).toBe('OnRampProviders')
  })

  it('parameters: features.onramp off: no tile, and the view is unavailable', async () => {
    const { walletport, account } = await openOnramp({ features: { onramp: false } })
    expect(within(account).queryByRole('button', { name: 'Buy crypto' })).toBeNull()
    act(() => walletport.navigate('OnRampProviders'))
    const dialog = await screen.findByRole('dialog', { name: 'Buy crypto' })
    expect(within(dialog).getByText("This screen isn't available in this version of the app.")).toBeTruthy()
  })

  it('parameters: locale de', async () => {
    const { account, user } = await openOnramp({ locale: 'de' })
    await user.click(within(account).getByRole('button', { name: 'Krypto kaufen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Krypto kaufen' })
    expect(await within(dialog).findByRole('combobox', { name: 'Du kaufst' })).toBeTruthy()
    expect(within(dialog).getByRole('radio', { name: 'Banküberweisung' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Mit Coinbase kaufen' })).toBeTruthy()
  })
})
