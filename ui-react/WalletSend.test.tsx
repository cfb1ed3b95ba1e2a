// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import type { Balance, WalletportOptions } from '../core/index.js'
import { mainnet, polygon, solana } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryBlockchainApi } from '../test-doubles/InMemoryBlockchainApi.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { ConnectButton } from './ConnectButton.js'
import { FAKE_ADDRESS, FAKE_SOLANA_ADDRESS, FAKE_SOLANA_CONNECTOR, renderWithWalletport } from './testing/renderWalletport.js'

// The Send views on a real instance over the doubles: the fake EVM wallet, the in-memory Blockchain API.
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETHER = 10n ** 18n
const GWEI = 10n ** 9n

const row = (fields: Partial<Balance> & Pick<Balance, 'symbol' | 'name'>, decimals: number, numeric: string): Balance => ({
  chainId: mainnet.caipNetworkId,
  price: 0,
  iconUrl: '',
  ...fields,
  quantity: { decimals: String(decimals), numeric },
})
const ETH = row({ name: 'Ethereum', symbol: 'ETH', price: 2000, value: 6000 }, 18, '3')
const USDC = row({ name: 'USD Coin', symbol: 'USDC', address: `${mainnet.caipNetworkId}:${USDC_CONTRACT}`, price: 1, value: 25.5 }, 6, '25.5')

async function openSend(options: Partial<WalletportOptions> = {}) {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const api = new InMemoryBlockchainApi()
    .setBalances(FAKE_ADDRESS, mainnet.caipNetworkId, [ETH, USDC])
    .addProfile({ name: 'alice.reown.id', registered_at: '2026-01-01T00:00:00Z', addresses: { '60': { address: RECEIVER, created: '' } }, attributes: [] })
  const walletport = createWalletport(
    { networks: [mainnet, polygon], ...options, features: { send: true, ...options.features } },
    { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), clock: new ManualClock({ now: Date.UTC(2026, 10, 27) }) },
  )
  chain.setBalance(FAKE_ADDRESS, mainnet, 3n * ETHER)
  chain.setFee(21_000n * GWEI)
  const rendered = renderWithWalletport(<ConnectButton />, { walletport, ...(options.locale ? { locale: options.locale } : {}) })
  await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => walletport.open())
  const account = await screen.findByRole('dialog', { name: options.locale === 'de' ? 'Konto' : 'Account' })
  await rendered.user.click(within(within(account).getByRole('list', { name: options.locale === 'de' ? 'Wallet-Funktionen' : 'Wallet features' })).getByRole('button', { name: options.locale === 'de' ? 'Senden' : 'Send' }))
  const dialog = await screen.findByRole('dialog', { name: options.locale === 'de' ? 'Senden' : 'Send' })
  await within(dialog).findByRole('combobox', { name: 'Token' })
  return { walletport, chain, api, dialog, user: rendered.user }
}

type Opened = Awaited<ReturnType<typeof openSend>>

async function fill({ dialog, user }: Opened, fields: { readonly token?: string; readonly amount?: string; readonly to?: string }) {
  if (fields.token) await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Token' }), within(dialog).getByRole('option', { name: new RegExp(`^${fields.token} `) }))
  if (fields.amount !== undefined) await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), fields.amount)
  if (fields.to !== undefined) await user.type(within(dialog).getByRole('textbox', { name: 'To' }), fields.to)
}

/** The form filled and Continue pressed: the preview shown. */
async function openPreview(opened: Opened, fields: { readonly token?: string; readonly amount: string; readonly to: string }) {
  await fill(opened, fields)
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Continue' }))
  const preview = await screen.findByRole('dialog', { name: 'Review send' })
  // The chunk is in: the preview shows at once, no spinner in between.
  within(preview).getByTestId('send-preview-amount')
  return preview
}

const problemOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent

describe('WalletSend view', () => {
  it('default: the tile opens it; the tokens are the Tokens tab’s rows, largest value first', async () => {
    const { walletport, dialog } = await openSend()

    expect(walletport.getRoute().view).toBe('WalletSend')
    const options = within(dialog).getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['ETH · 3 available', 'USDC · 25.5 available'])
  })

  it('behavior: the form’s problems show in place, under their fields', async () => {
    const opened = await openSend()
    const { dialog, user } = opened
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    const to = within(dialog).getByRole('textbox', { name: 'To' })
    await waitFor(() => expect(problemOf(amount)).toBe('Enter an amount.'))
    expect(problemOf(to)).toBe('Enter an address or a name.')
    expect(amount.getAttribute('aria-invalid')).toBe('true')

    await fill(opened, { amount: 'abc', to: '0x1234' })
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(problemOf(amount)).toBe('The amount must be a number, such as 0.5.'))
    expect(problemOf(to)).toBe('This is not a valid address for this network.')
    expect(opened.walletport.getRoute().view).toBe('WalletSend')
  })

  it.each([
    ['not positive', { amount: '0', to: RECEIVER }, 'amount', 'The amount must be more than 0.'],
    ['too precise', { token: 'USDC', amount: '0.1234567', to: RECEIVER }, 'amount', 'The amount has more decimals than this token allows.'],
    ['more than the balance', { token: 'USDC', amount: '26', to: RECEIVER }, 'amount', 'Insufficient balance.'],
    ['a name without an address', { amount: '1', to: 'nobody.reown.id' }, 'to', 'No address was found for this name.'],
  ])('behavior: %s → in place', async (_case, fields, field, text) => {
    const opened = await openSend()
    await fill(opened, fields)
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Continue' }))

    const input = within(opened.dialog).getByRole('textbox', { name: field === 'amount' ? 'Amount' : 'To' })
    await waitFor(() => expect(problemOf(input)).toBe(text))
  })

  it('behavior: Max fills the balance less the gas reserve for ETH, the whole balance for a token', async () => {
    const opened = await openSend()
    const { dialog, user } = opened
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })

    await user.click(within(dialog).getByRole('button', { name: 'Max' }))
    // 3 ETH − 2 × 21,000 gwei.
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('2.999958'))

    await fill(opened, { token: 'USDC' })
    await user.click(within(dialog).getByRole('button', { name: 'Max' }))
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('25.5'))
  })
})

describe('WalletSendPreview view', () => {
  it('default: the amount, its USD value, the network fee, the receiver’s name and address', async () => {
    const opened = await openSend()
    const preview = await openPreview(opened, { amount: '0.5', to: 'alice.reown.id' })

    expect(within(preview).getByTestId('send-preview-amount').textContent).toBe('0.5 ETH')
    const terms = within(preview).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(terms).toEqual([
      ['Amount', '0.5 ETH'],
      ['Value', '$1,000.00'],
      ['Network fee', '0.000021 ETH'],
      ['To', `alice.reown.id${RECEIVER}`],
    ])
    expect(opened.chain.sentTransactions).toEqual([])
  })

  it('behavior: Send → the wallet sends; Account’s Activity tab shows the pending entry; the confirmation toasts', async () => {
    const opened = await openSend()
    const receipt = opened.chain.holdNext('waitForTransaction')
    const preview = await openPreview(opened, { amount: '0.5', to: RECEIVER })

    await opened.user.click(within(preview).getByRole('button', { name: 'Send' }))

    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(opened.walletport.getRoute().history.map((entry) => entry.view)).toEqual(['Account'])
    expect(within(account).getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    const list = await within(account).findByTestId('activity-list')
    const first = within(list).getAllByRole('listitem')[0]
    expect(first?.textContent).toMatch(/^Sent · Pending−0\.5 ETH/)
    expect(opened.chain.sentTransactions.map((sent) => sent.transaction)).toEqual([{ from: FAKE_ADDRESS, to: RECEIVER, value: ETHER / 2n }])

    act(() => receipt.release())

    expect(await screen.findByText('Sent 0.5 ETH: the transaction is confirmed.')).toBeTruthy()
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]?.textContent).not.toMatch(/Pending/))
  })

  it('behavior: the wallet refuses → "Signature declined" in place; the preview stays, Send can be tried again', async () => {
    const opened = await openSend()
    opened.chain.failNext('sendTransaction', { code: 4001, message: 'User rejected the request.' })
    const preview = await openPreview(opened, { amount: '0.5', to: RECEIVER })

    await opened.user.click(within(preview).getByRole('button', { name: 'Send' }))

    expect((await within(preview).findByRole('alert')).textContent).toBe('Signature declined. Nothing was sent.')
    expect(opened.walletport.getRoute().view).toBe('WalletSendPreview')
    expect((within(preview).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false)
    expect(opened.walletport.getAccountData().activity.transactions).toEqual([])
  })

  it('behavior: another failure says so in place', async () => {
    const opened = await openSend()
    opened.chain.failNext('sendTransaction', { code: -32603, message: 'node down' })
    const preview = await openPreview(opened, { amount: '0.5', to: RECEIVER })

    await opened.user.click(within(preview).getByRole('button', { name: 'Send' }))

    expect((await within(preview).findByRole('alert')).textContent).toMatch(/^The transaction could not be sent: /)
  })

  it('behavior: Cancel goes back to the form, as it was filled', async () => {
    const opened = await openSend()
    const preview = await openPreview(opened, { token: 'USDC', amount: '1.5', to: RECEIVER })

    await opened.user.click(within(preview).getByRole('button', { name: 'Cancel' }))

    const form = await screen.findByRole('dialog', { name: 'Send' })
    expect(opened.walletport.getRoute().history.map((entry) => entry.view)).toEqual(['Account', 'WalletSend'])
    const token = await within(form).findByRole('combobox', { name: 'Token' })
    expect((within(token).getByRole('option', { name: /^USDC/ }) as HTMLOptionElement).selected).toBe(true)
    expect((within(form).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1.5')
    expect((within(form).getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe(RECEIVER)
  })

  it('behavior: a transaction that reverts → the entry failed in Activity, and a toast says so', async () => {
    const opened = await openSend()
    const receipt = opened.chain.holdNext('waitForTransaction')
    const preview = await openPreview(opened, { token: 'USDC', amount: '1', to: RECEIVER })

    await opened.user.click(within(preview).getByRole('button', { name: 'Send' }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    const [sent] = opened.chain.sentTransactions
    opened.chain.setTransactionOutcome(sent?.hash ?? '', 'reverted')
    act(() => receipt.release())

    expect(await screen.findByText('The transaction of 1 USDC failed.')).toBeTruthy()
    const list = await within(account).findByTestId('activity-list')
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/^Sent · Failed−1 USDC/))
  })
})

describe('Send: the feature switch and the locale', () => {
  it('parameters: features.send off: no Send tile, and the view is unavailable', async () => {
    const chain = new FakeChainAdapter({ chainId: 1 })
    const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock: new ManualClock() })
    renderWithWalletport(<ConnectButton />, { walletport })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    act(() => walletport.open())
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(account).queryByRole('button', { name: 'Send' })).toBeNull()

    act(() => walletport.navigate('WalletSend'))

    const unavailable = await screen.findByRole('dialog', { name: 'Send' })
    expect(within(unavailable).getByText("This screen isn't available in this version of the app.")).toBeTruthy()
  })

  it('behavior: the API down → "Token Balance Unavailable" with Try again; once it answers, the form', async () => {
    const chain = new FakeChainAdapter({ chainId: 1 })
    const api = new InMemoryBlockchainApi().setBalances(FAKE_ADDRESS, mainnet.caipNetworkId, [ETH, USDC]).failAlways('getBalances', new Error('fetch failed'))
    const walletport = createWalletport({ networks: [mainnet], features: { send: true } }, { chainAdapters: [chain], blockchainApi: api, storage: new InMemoryStorage(), clock: new ManualClock() })
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    act(() => walletport.open({ view: 'WalletSend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send' })
    await within(dialog).findByText('Token Balance Unavailable')

    api.clearFailures('getBalances')
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))

    const token = await within(dialog).findByRole('combobox', { name: 'Token' })
    expect(within(token).getAllByRole('option')).toHaveLength(2)
  })

  it('parameters: locale de', async () => {
    const { dialog, user } = await openSend({ locale: 'de' })
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }))

    const amount = within(dialog).getByRole('textbox', { name: 'Betrag' })
    await waitFor(() => expect(problemOf(amount)).toBe('Gib einen Betrag ein.'))
    expect(problemOf(within(dialog).getByRole('textbox', { name: 'An' }))).toBe('Gib eine Adresse oder einen Namen ein.')
  })
})

describe('Send views on Solana', () => {
  const SOL_RECEIVER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

  it('behavior: SOL from the wallet’s balances; an EVM address is refused; the preview shows the SOL fee; Send sends lamports', async () => {
    const chain = new FakeChainAdapter({ namespace: 'solana', connectors: [FAKE_SOLANA_CONNECTOR], knownChainIds: [solana.id], tokenBalances: [] })
    const walletport = createWalletport({ networks: [solana], features: { send: true } }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock: new ManualClock() })
    chain.setBalance(FAKE_SOLANA_ADDRESS, solana, 2n * 10n ** 9n)
    chain.setFee(5_000n)
    const { user } = renderWithWalletport(<ConnectButton />, { walletport })
    await act(() => walletport.connect({ connectorId: FAKE_SOLANA_CONNECTOR.id, namespace: 'solana' }))
    act(() => walletport.open())
    const account = await screen.findByRole('dialog', { name: 'Account' })
    await user.click(within(within(account).getByRole('list', { name: 'Wallet features' })).getByRole('button', { name: 'Send' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send' })
    const token = await within(dialog).findByRole('combobox', { name: 'Token' })
    expect(within(token).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringMatching(/^SOL /)])

    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '0.5')
    const to = within(dialog).getByRole('textbox', { name: 'To' })
    await user.type(to, RECEIVER)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(problemOf(to)).toBeTruthy())
    expect(chain.sentTransactions).toEqual([])

    await user.clear(to)
    await user.type(to, SOL_RECEIVER)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    const preview = await screen.findByRole('dialog', { name: 'Review send' })
    const terms = within(preview).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(terms).toEqual(expect.arrayContaining([['Amount', '0.5 SOL'], ['Network fee', '0.000005 SOL']]))
    await user.click(within(preview).getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(chain.sentTransactions.map((sent) => sent.transaction)).toEqual([{ from: FAKE_SOLANA_ADDRESS, to: SOL_RECEIVER, lamports: 5n * 10n ** 8n }]))
  })
})
