// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import type { HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { OfetchBlockchainApi } from '../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { createWalletport } from '../composition/createWalletport.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { blockchainApiFailure } from '../test-doubles/msw/blockchainApiFailures.js'
import { blockchainApiHandlers } from '../test-doubles/msw/blockchainApiHandlers.js'
import { FIXTURE_ADDRESS } from '../test-doubles/msw/fixtures/blockchainAccount.js'
import { useMswServer } from '../tests/support/mswServer.js'
import { ConnectButton } from './ConnectButton.js'
import { renderWithWalletport } from './testing/renderWalletport.js'

// The Account tabs on a real instance, the real HTTP adapter and the msw fakes of the API.
const BASE_URL = 'https://blockchain-api.test'
const { server, requests } = useMswServer()

async function openAccount(failures: readonly HttpHandler[] = []) {
  server.resetHandlers(...failures, ...blockchainApiHandlers({ baseUrl: BASE_URL }))
  const clock = new ManualClock({ now: Date.UTC(2026, 10, 22) })
  const storage = new InMemoryStorage()
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], accounts: [{ namespace: 'eip155', address: FIXTURE_ADDRESS, type: 'eoa' }] })
  const api = new OfetchBlockchainApi({ baseUrl: BASE_URL, projectId: 'p1', clock, storage })
  const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [chain], blockchainApi: api, storage, clock })
  const rendered = renderWithWalletport(<ConnectButton />, { walletport })
  await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Account' }, { timeout: 5_000 })
  return { walletport, dialog, user: rendered.user }
}

const count = (suffix: string) => requests.filter((url) => url.pathname.endsWith(suffix)).length

describe('Account tabs', () => {
  it('Tokens: value, price and quantity to 2 decimals, the total; the zero-decimal airdrop hidden', async () => {
    const { dialog } = await openAccount()

    const list = await within(dialog).findByRole('list', { name: 'Tokens' })
    const rows = within(list).getAllByRole('listitem').map((row) => row.textContent)
    expect(rows).toEqual(['EthereumPrice $2,500.00$3,086.411.23 ETH', 'USD CoinPrice $1.00$1,520.501,520.5 USDC'])
    expect(within(dialog).getByTestId('tokens-total').textContent).toBe('$4,606.91')
    // The header's name comes from /v1/identity (looked up on mainnet, never on a testnet).
    expect(within(dialog).getByText('vitalik.eth')).toBeTruthy()
    expect(count('/history')).toBe(0)
  })

  it('Tokens: a failed fetch says Token Balance Unavailable and a retry asks again', async () => {
    const { dialog, user } = await openAccount([blockchainApiFailure({ baseUrl: BASE_URL, path: '/v1/account/:address/balance', status: 404, times: 1 })])

    expect(await within(dialog).findByText('Token Balance Unavailable')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))

    expect(await within(dialog).findByRole('list', { name: 'Tokens' })).toBeTruthy()
    expect(count('/balance')).toBe(2)
  })

  it('Activity: loading, then grouped by month; Load more fetches the next page by cursor', async () => {
    const { dialog, user } = await openAccount()

    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    const list = await within(dialog).findByTestId('activity-list')
    expect(within(list).getAllByRole('region').map((section) => section.getAttribute('aria-label'))).toEqual(['November 2026', 'October 2026', 'September 2026', 'August 2026', 'July 2026', 'June 2026'])
    expect(within(list).getAllByRole('listitem').length).toBe(9 + 1)

    await user.click(within(list).getByRole('button', { name: 'Load more' }))

    // Page 2 holds fixture transactions 10–19, of which #10 and #17 are all-spam drops.
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBe(9 + 8 + 1))
    expect(requests.filter((url) => url.pathname.endsWith('/history')).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c10'])
  })

  it("Activity: a failure toasts 'Failed to fetch transactions', the list is empty, and a retry is offered", async () => {
    const { dialog, user } = await openAccount([blockchainApiFailure({ baseUrl: BASE_URL, path: '/v1/account/:address/history', status: 400, times: 1 })])

    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }))

    expect((await screen.findAllByText('Failed to fetch transactions')).some((node) => node.closest('[role="status"]'))).toBe(true)
    expect(within(dialog).queryByTestId('activity-list')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByTestId('activity-list')).toBeTruthy()
  })

  it('NFTs: image, name and collection of the NFTs received; spam hidden', async () => {
    const { dialog, user } = await openAccount()

    await user.click(within(dialog).getByRole('tab', { name: 'NFTs' }))

    const list = await within(dialog).findByRole('list', { name: 'NFTs' })
    expect(within(list).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Image of Fixture Punk #2', 'Image of Fixture Punk #9'])
    expect(list.textContent).toContain('Fixture Punk')
    expect(list.textContent).not.toContain('Claim your reward')
  })
})
