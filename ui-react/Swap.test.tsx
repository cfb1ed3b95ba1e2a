// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import type { Balance, WalletportOptions } from '../core/index.js'
import { HttpRequestError } from '../core/errors/HttpRequestError.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { mainnet } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ConnectButton } from './ConnectButton.js'
import { FAKE_ADDRESS, renderWithWalletport } from './testing/renderWalletport.js'

// The Swap view on a real instance over the doubles: the fake EVM wallet, the in-memory Blockchain API (real timers: the 500 ms pause is real).
const ETH_ID = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const USDC_ID = `eip155:1:${USDC_CONTRACT}`
const row = (fields: Partial<Balance> & Pick<Balance, 'symbol' | 'name'>, decimals: number, numeric: string): Balance => ({
  chainId: mainnet.caipNetworkId,
  price: 0,
  iconUrl: '',
  ...fields,
  quantity: { decimals: String(decimals), numeric },
})

async function openSwap(options: { readonly api?: InMemoryBlockchainApi; readonly features?: WalletportOptions['features']; readonly locale?: string } = {}) {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })
  const api = (options.api ?? new InMemoryBlockchainApi()).setBalances(FAKE_ADDRESS, mainnet.caipNetworkId, [
    row({ name: 'Ethereum', symbol: 'ETH', price: 2500 }, 18, '3'),
    row({ name: 'USD Coin', symbol: 'USDC', address: USDC_ID, price: 1 }, 6, '100'),
  ])
  const walletport = createWalletport({ networks: [mainnet], features: { swaps: true, ...options.features }, ...(options.locale ? { locale: options.locale } : {}) }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage() })
  const rendered = renderWithWalletport(<ConnectButton />, { walletport, ...(options.locale ? { locale: options.locale } : {}) })
  await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => walletport.open())
  const account = await screen.findByRole('dialog', { name: options.locale === 'de' ? 'Konto' : 'Account' })
  return { walletport, chain, api, account, user: rendered.user }
}

async function openSwapView(options: Parameters<typeof openSwap>[0] = {}) {
  const opened = await openSwap(options)
  const de = options.locale === 'de'
  await opened.user.click(within(within(opened.account).getByRole('list', { name: de ? 'Wallet-Funktionen' : 'Wallet features' })).getByRole('button', { name: de ? 'Tauschen' : 'Swap' }))
  const dialog = await screen.findByRole('dialog', { name: de ? 'Tauschen' : 'Swap' })
  return { ...opened, dialog }
}

async function chooseTo(dialog: HTMLElement, user: Awaited<ReturnType<typeof openSwap>>['user'], symbol: string) {
  await user.click(await within(dialog).findByRole('button', { name: /^Token to receive/ }))
  await user.type(within(dialog).getByRole('searchbox', { name: 'Search tokens' }), symbol.toLowerCase())
  await user.click(within(within(dialog).getByRole('list', { name: 'Choose the token to receive' })).getByRole('button', { name: new RegExp(`^${symbol}`) }))
}

describe('Swap view', () => {
  it('default: the Swap tile opens it (no "Not available yet"); ETH to pay with, its balance; the button asks for a token, then an amount', async () => {
    const { account, walletport, dialog, user } = await openSwapView()
    expect(within(account).queryByText('Not available yet')).toBeNull()
    expect(walletport.getRoute().view).toBe('Swap')
    expect(await within(dialog).findByRole('button', { name: 'Token to pay with: ETH' })).toBeTruthy()
    expect(within(dialog).getByText('Balance: 3 ETH')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Select a token' }).hasAttribute('disabled')).toBe(true)

    await chooseTo(dialog, user, 'USDC')

    expect(within(dialog).getByRole('button', { name: 'Token to receive: USDC' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Enter amount' }).hasAttribute('disabled')).toBe(true)
  })

  it('behavior: typing an amount gets one quote after the pause: rate, price impact, network fee, slippage; Swap sends and says done', async () => {
    const { dialog, user, api, chain } = await openSwapView()
    api.setSwapRate(ETH_ID, USDC_ID, 0.5)
    await chooseTo(dialog, user, 'USDC')

    await user.type(within(dialog).getByRole('textbox', { name: 'You pay' }), '0.25')

    await within(dialog).findByText('Rate', {}, { timeout: 3_000 })
    expect(api.callsTo('getSwapQuote')).toHaveLength(1)
    expect(within(dialog).getByText('Price impact')).toBeTruthy()
    expect(within(dialog).getByText('Network fee')).toBeTruthy()
    expect(within(dialog).getByText('0.00025 ETH (≈ $0.625)')).toBeTruthy()
    expect(within(dialog).getByText('1 %')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Swap' }))

    expect(await within(dialog).findByText('Swapped ETH for USDC: the transaction is confirmed.')).toBeTruthy()
    expect(chain.sentTransactions).toHaveLength(1)
  })

  it('behavior: more than the balance → "Insufficient balance", disabled; an ERC-20 short of allowance → "Approve & swap"', async () => {
    const { dialog, user } = await openSwapView()
    await chooseTo(dialog, user, 'USDC')
    const amount = within(dialog).getByRole('textbox', { name: 'You pay' })
    await user.type(amount, '5')
    expect(within(dialog).getByRole('button', { name: 'Insufficient balance' }).hasAttribute('disabled')).toBe(true)

    await user.click(within(dialog).getByRole('button', { name: 'Switch the tokens' }))
    await user.clear(amount)
    await user.type(amount, '10')

    expect(await within(dialog).findByRole('button', { name: 'Approve & swap' }, { timeout: 3_000 })).toBeTruthy()
  })

  it('errors: the wallet declines → said in place, the form stays', async () => {
    const { dialog, user, chain } = await openSwapView()
    await chooseTo(dialog, user, 'USDC')
    await user.type(within(dialog).getByRole('textbox', { name: 'You pay' }), '1')
    const swap = await within(dialog).findByRole('button', { name: 'Swap' }, { timeout: 3_000 })
    await waitFor(() => expect(swap.hasAttribute('disabled')).toBe(false), { timeout: 3_000 })
    chain.failNext('sendTransaction', new UserRejectedRequestError())

    await user.click(swap)

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Signature declined. Nothing was swapped.')
    expect((within(dialog).getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe('1')
  })

  it('errors: a network the API has no swap tokens for says "Network not supported for Swaps"; the API down says so, with a retry', async () => {
    const unsupported = await openSwapView({ api: new InMemoryBlockchainApi({ swapTokens: {} }) })
    expect((await within(unsupported.dialog).findByRole('alert')).textContent).toBe('Network not supported for Swaps')
  })

  it('errors: the API down → its error and Try again, which reads again', async () => {
    const api = new InMemoryBlockchainApi().failNext('getSwapTokens', new HttpRequestError({ url: 'memory://tokens', method: 'GET' }))
    const { dialog, user } = await openSwapView({ api })
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unable to load the tokens to swap')

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))

    expect(await within(dialog).findByRole('button', { name: 'Token to pay with: ETH' })).toBeTruthy()
  })

  it('parameters: in German', async () => {
    const { dialog } = await openSwapView({ locale: 'de' })
    expect(await within(dialog).findByRole('button', { name: 'Token zum Bezahlen: ETH' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Token wählen' })).toBeTruthy()
  })

  it('behavior: with swaps off the tile is absent', async () => {
    const { account } = await openSwap({ features: { swaps: false, send: true } })
    expect(within(within(account).getByRole('list', { name: 'Wallet features' })).queryByRole('button', { name: 'Swap' })).toBeNull()
  })

  it('accessibility: no serious or critical axe violations on the form with a quote, and on the token picker', async () => {
    const { dialog, user } = await openSwapView()
    await chooseTo(dialog, user, 'USDC')
    await user.type(within(dialog).getByRole('textbox', { name: 'You pay' }), '1')
    await within(dialog).findByText('Rate', {}, { timeout: 3_000 })
    expect(await seriousViolations()).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: /^Token to receive/ }))
    expect(await seriousViolations()).toEqual([])
  })
})

/** As ui-react/a11y.test.tsx: serious and critical violations, colour contrast left to the browser e2e. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
}
