// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import type { Balance, PayRequest, WalletportEvent, WalletportOptions } from '../core/index.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { ConnectButton } from './ConnectButton.js'
import { FAKE_ADDRESS, renderWithWalletport } from './testing/renderWalletport.js'

// The Pay view on a real instance over the doubles: the fake EVM wallet, the in-memory Blockchain API.
const MERCHANT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETHER = 10n ** 18n
const ETH: Balance = { name: 'Ethereum', symbol: 'ETH', chainId: mainnet.caipNetworkId, price: 2000, quantity: { decimals: '18', numeric: '3' }, iconUrl: '' }
const USDC: Balance = { name: 'USD Coin', symbol: 'USDC', chainId: mainnet.caipNetworkId, address: `${mainnet.caipNetworkId}:${USDC_CONTRACT}`, price: 1, quantity: { decimals: '6', numeric: '25.5' }, iconUrl: '' }
const ETH_PAY: PayRequest = { recipient: MERCHANT, amount: '0.5', token: 'native', network: mainnet.caipNetworkId }
const USDC_PAY: PayRequest = { recipient: MERCHANT, amount: '1.5', token: USDC_CONTRACT, network: mainnet.caipNetworkId }

async function openPay(request: PayRequest, options: Partial<WalletportOptions> & { readonly connect?: boolean } = {}) {
  const { connect = true, ...walletportOptions } = options
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const api = new InMemoryBlockchainApi().setBalances(FAKE_ADDRESS, mainnet.caipNetworkId, [ETH, USDC])
  const walletport = createWalletport(
    { networks: [mainnet, polygon], metadata: { name: 'Demo Shop', description: '', url: 'https://shop.example', icons: [] }, ...walletportOptions, features: { pay: true, ...walletportOptions.features } },
    { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), clock: new ManualClock({ now: Date.UTC(2026, 10, 27) }) },
  )
  chain.setBalance(FAKE_ADDRESS, mainnet, 3n * ETHER)
  chain.setBalance(FAKE_ADDRESS, polygon, 3n * ETHER)
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  const rendered = renderWithWalletport(<ConnectButton />, { walletport, ...(walletportOptions.locale ? { locale: walletportOptions.locale } : {}) })
  if (connect) await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => walletport.open({ view: 'Pay', params: request }))
  const dialog = await screen.findByRole('dialog', { name: walletportOptions.locale === 'de' ? 'Bezahlen' : 'Pay' })
  await within(dialog).findByTestId('pay-amount')
  return { walletport, chain, api, dialog, events, user: rendered.user }
}

/** Serious and critical axe-core findings in the page (color contrast needs a real browser: the e2e checks it). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)
}

const lines = (dialog: HTMLElement) => [...dialog.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent])

describe('Pay view', () => {
  it('default: the request (the dapp, amount, USD value, network, recipient) → Pay → the wallet → Paid; PAY_SUCCESS; axe finds nothing serious', async () => {
    const { dialog, chain, events, user } = await openPay(ETH_PAY)

    expect(within(dialog).getByText('Demo Shop requests a payment')).toBeTruthy()
    expect(within(dialog).getByTestId('pay-amount').textContent).toBe('0.5 ETH')
    await waitFor(() => expect(lines(dialog)).toEqual([['Value', '$1,000.00'], ['Network', 'Ethereum'], ['To', '0x709979…dc79C8']]))
    expect(within(dialog).getByTestId('pay-recipient').getAttribute('title')).toBe(MERCHANT)
    expect(await seriousViolations()).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))

    const paid = await within(dialog).findByText('Paid 0.5 ETH.')
    expect(paid.getAttribute('role')).toBe('status')
    expect(chain.sentTransactions.map((sent) => sent.transaction)).toEqual([{ from: FAKE_ADDRESS, to: MERCHANT, value: ETHER / 2n }])
    expect(events.filter((event) => event.type === 'PAY_SUCCESS')).toHaveLength(1)
    expect(await seriousViolations()).toEqual([])
  })

  it('behavior: waiting for the wallet says so; the buttons wait too', async () => {
    const { dialog, chain, user } = await openPay(ETH_PAY)
    const held = chain.holdNext('sendTransaction')

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))

    expect((await within(dialog).findByRole('status')).textContent).toBe('Confirm the payment in your wallet…')
    expect((within(dialog).getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true)
    held.release()
    await within(dialog).findByText('Paid 0.5 ETH.')
  })

  it('errors: a declined signature says so, nothing paid, the request stays; Pay again pays', async () => {
    const { dialog, chain, user } = await openPay(ETH_PAY)
    chain.failNext('sendTransaction', { code: 4001, message: 'User rejected the request.' })

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Signature declined. Nothing was paid.')
    expect(within(dialog).getByTestId('pay-amount').textContent).toBe('0.5 ETH')
    expect(chain.sentTransactions).toEqual([])
    expect(await seriousViolations()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))
    await within(dialog).findByText('Paid 0.5 ETH.')
  })

  it('errors: the API down says so ("Token Balance Unavailable"), the request stays; once it is back, Pay pays', async () => {
    const { dialog, api, chain, user } = await openPay(USDC_PAY)
    await within(dialog).findByText('1.5 USDC')
    api.failNext('getBalances', new HttpRequestError({ method: 'GET', url: 'https://api/balance', status: 503 }))

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The payment failed: Token Balance Unavailable')
    expect(within(dialog).getByTestId('pay-recipient').getAttribute('title')).toBe(MERCHANT)
    expect(within(dialog).getByTestId('pay-amount').textContent).toBe('1.5 USDC')
    expect(lines(dialog)[0]).toEqual(['Value', '$1.50'])
    expect(chain.sentTransactions).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))
    await within(dialog).findByText('Paid 1.5 USDC.')
    expect(chain.sentTransactions.map((sent) => sent.transaction.to)).toEqual([USDC_CONTRACT])
  })

  it('behavior: on another network → "Switch to Polygon" → the wallet switches → Pay pays on Polygon', async () => {
    const { dialog, chain, walletport, user } = await openPay({ ...ETH_PAY, network: polygon.caipNetworkId })

    expect(within(dialog).getByText('This payment is on Polygon. Switch network to pay.')).toBeTruthy()
    expect(within(dialog).getByTestId('pay-amount').textContent).toBe('0.5 POL')
    expect(within(dialog).queryByRole('button', { name: 'Pay' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Polygon' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Pay' }))

    await within(dialog).findByText('Paid 0.5 POL.')
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe(polygon.caipNetworkId)
    expect(chain.chainIdOf()).toBe(137)
  })

  it('errors: funds short → "Not enough ETH to pay." and Buy crypto (onramp on), which opens Buy crypto; Back shows the request again', async () => {
    const { dialog, walletport, user } = await openPay({ ...ETH_PAY, amount: '5' }, { features: { pay: true, onramp: true } })

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not enough ETH to pay.')
    await user.click(within(dialog).getByRole('button', { name: 'Buy crypto' }))

    expect(walletport.getRoute().view).toBe('OnRampProviders')
    act(() => void walletport.goBack())
    const again = await screen.findByRole('dialog', { name: 'Pay' })
    expect((await within(again).findByTestId('pay-amount')).textContent).toBe('5 ETH')
  })

  it('behavior: funds short without onramp → said, no Buy crypto', async () => {
    const { dialog, user } = await openPay({ ...ETH_PAY, amount: '5' })

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))

    await within(dialog).findByText('Not enough ETH to pay.')
    expect(within(dialog).queryByRole('button', { name: 'Buy crypto' })).toBeNull()
  })

  it('behavior: not connected → Connect wallet → a connect comes back to the request', async () => {
    const { dialog, walletport, user } = await openPay(ETH_PAY, { connect: false })

    expect(within(dialog).getByText('Connect a wallet to pay.')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Connect wallet' }))
    const connect = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await user.click(await within(connect).findByRole('button', { name: /Fake Wallet/ }))

    await waitFor(() => expect(walletport.getRoute().view).toBe('Pay'))
    expect(walletport.getModal().open).toBe(true)
    await within(await screen.findByRole('dialog', { name: 'Pay' })).findByRole('button', { name: 'Pay' })
  })

  it('parameters: an invalid request says so and offers no Pay', async () => {
    const chain = new FakeChainAdapter({ chainId: 1 })
    const walletport = createWalletport({ networks: [mainnet], features: { pay: true } }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock: new ManualClock() })
    renderWithWalletport(<ConnectButton />, { walletport })

    act(() => walletport.open({ view: 'Pay', params: { ...ETH_PAY, recipient: 'nobody' } }))

    const dialog = await screen.findByRole('dialog', { name: 'Pay' })
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This payment request is not valid.')
    expect(within(dialog).queryByRole('button', { name: 'Pay' })).toBeNull()
  })

  it('errors: more decimals than the token has (known once its row is read) → the request is not valid, nothing sent', async () => {
    const { dialog, chain, user } = await openPay({ ...USDC_PAY, amount: '0.0000001' })

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe('This payment request is not valid.')
    expect(chain.sentTransactions).toEqual([])
  })

  it('behavior: features.pay off (the default) → the view is unavailable, its chunk not loaded', async () => {
    const chain = new FakeChainAdapter({ chainId: 1 })
    const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock: new ManualClock() })
    renderWithWalletport(<ConnectButton />, { walletport })

    act(() => walletport.open({ view: 'Pay', params: ETH_PAY }))

    const dialog = await screen.findByRole('dialog', { name: 'Pay' })
    expect(within(dialog).queryByTestId('pay-amount')).toBeNull()
    expect(within(dialog).getByText("This screen isn't available in this version of the app.")).toBeTruthy()
  })

  it('parameters: locale de → German texts', async () => {
    const { dialog, chain, user } = await openPay(ETH_PAY, { locale: 'de' })
    chain.failNext('sendTransaction', { code: 4001, message: 'User rejected the request.' })

    expect(within(dialog).getByText('Demo Shop bittet um eine Zahlung')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Bezahlen' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Signatur abgelehnt. Es wurde nichts bezahlt.')
  })
})
