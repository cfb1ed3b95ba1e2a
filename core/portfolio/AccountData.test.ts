import { describe, expect, it } from 'vitest'
import { OfetchBlockchainApi } from '../../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { createWalletport } from '../../composition/createWalletport.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../../test-doubles/ManualClock.js'
import { blockchainApiFailure } from '../../test-doubles/msw/blockchainApiFailures.js'
import { blockchainApiHandlers } from '../../test-doubles/msw/blockchainApiHandlers.js'
import { FIXTURE_ADDRESS } from '../../test-doubles/msw/fixtures/blockchainAccount.js'
import { fixtureBlockchainApi } from '../../test-doubles/msw/fixtures/blockchainFixtureApi.js'
import { useMswServer } from '../../tests/support/mswServer.js'
import { mainnet, polygon } from '../network/presets.js'

// The use cases on the real HTTP adapter against the msw fakes, counting requests on the wire.
const BASE_URL = 'https://blockchain-api.test'
const { server, requests } = useMswServer()

const count = (suffix: string) => requests.filter((url) => url.pathname.endsWith(suffix)).length

async function connected(options: { readonly chainId?: number; readonly connect?: boolean; readonly keepHandlers?: boolean } = {}) {
  if (!options.keepHandlers) server.resetHandlers(...blockchainApiHandlers({ baseUrl: BASE_URL }))
  const clock = new ManualClock({ now: Date.UTC(2026, 10, 22) })
  const storage = new InMemoryStorage()
  const api = new OfetchBlockchainApi({ baseUrl: BASE_URL, projectId: 'p1', clock, storage })
  const chain = new FakeChainAdapter({
    chainId: options.chainId ?? 1,
    knownChainIds: [1, 137, 11155111],
    accounts: [{ namespace: 'eip155', address: FIXTURE_ADDRESS, type: 'eoa' }],
  })
  const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [chain], blockchainApi: api, storage, clock })
  if (options.connect !== false) await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  await flushMicrotasks()
  requests.length = 0
  const data = {
    loadTokens: () => walletport.loadTokens(),
    loadActivity: () => walletport.loadActivity(),
    loadMoreActivity: () => walletport.loadMoreActivity(),
    getSnapshot: () => walletport.getAccountData(),
  }
  return { walletport, clock, data }
}

describe('AccountData: tokens', () => {
  it('behavior: the balances of the connected account on the active chain', async () => {
    const { data } = await connected()

    await data.loadTokens()

    const { tokens } = data.getSnapshot()
    expect(tokens.status).toBe('ready')
    expect(tokens.key).toBe(`eip155:1:${FIXTURE_ADDRESS}`)
    expect(tokens.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'CLAIM'])
  })

  it('behavior: a failed fetch says Token Balance Unavailable', async () => {
    const { data } = await connected()
    server.use(blockchainApiFailure({ baseUrl: BASE_URL, path: '/v1/account/:address/balance', status: 404 }))

    await data.loadTokens()

    expect(data.getSnapshot().tokens).toMatchObject({ status: 'unavailable', error: 'Token Balance Unavailable', balances: [] })
  })

  it('behavior: a network the API does not serve says Token Balance Unavailable without a balance request', async () => {
    server.resetHandlers(...blockchainApiHandlers({ baseUrl: BASE_URL, api: fixtureBlockchainApi({ supportedChains: { http: ['eip155:137'], ws: [] } }) }))
    const { data } = await connected({ keepHandlers: true })

    await data.loadTokens()

    expect(data.getSnapshot().tokens).toMatchObject({ status: 'unavailable', error: 'Token Balance Unavailable' })
    expect([count('/supported-chains'), count('/balance')]).toEqual([1, 0])
  })

  it('behavior: an unsupported network says Token Balance Unavailable without asking', async () => {
    const { data } = await connected({ chainId: 11155111 })

    await data.loadTokens()

    expect(data.getSnapshot().tokens).toMatchObject({ status: 'unavailable', error: 'Token Balance Unavailable' })
    expect(count('/balance')).toBe(0)
  })
})

describe('AccountData: activity', () => {
  it('behavior: loading → filled, connected chain only, all-spam removed, grouped by year then month', async () => {
    const { data } = await connected()

    const pending = data.loadActivity()
    expect(data.getSnapshot().activity).toMatchObject({ status: 'loading', loading: true })
    await pending

    const { activity } = data.getSnapshot()
    expect(activity).toMatchObject({ status: 'ready', loading: false, empty: false, next: expect.any(String) })
    // Page 1 holds fixture transactions 0–9; #3 is an all-spam NFT drop, #6 has spam and USDC (kept).
    expect(activity.transactions).toHaveLength(9)
    expect(activity.transactions.every((transaction) => transaction.metadata.chain === 'eip155:1')).toBe(true)
    expect(Object.keys(activity.transactionsByYear)).toEqual(['2026'])
  })

  it('behavior: cursor paging appends until next is null', async () => {
    const { data } = await connected()
    await data.loadActivity()

    await data.loadMoreActivity()
    await data.loadMoreActivity()
    await data.loadMoreActivity()

    const { activity } = data.getSnapshot()
    expect(activity.next).toBeNull()
    expect(new Set(activity.transactions.map((transaction) => transaction.id)).size).toBe(activity.transactions.length)
    expect(activity.transactions.length).toBe(25 - 4)
    expect(Object.keys(activity.transactionsByYear).sort()).toEqual(['2025', '2026'])
    expect(count('/history')).toBe(3)
  })

  it("behavior: a failure toasts 'Failed to fetch transactions' and empties the list", async () => {
    const { data } = await connected()
    server.use(blockchainApiFailure({ baseUrl: BASE_URL, path: '/v1/account/:address/history', status: 400 }))

    await data.loadActivity()

    expect(data.getSnapshot().activity).toMatchObject({ status: 'failed', error: 'Failed to fetch transactions', transactions: [], empty: true })
  })

  it("behavior: no connected account → 'Transactions can't be fetched without an accountAddress'", async () => {
    const { data } = await connected({ connect: false })

    await data.loadActivity()

    expect(data.getSnapshot().activity.error).toBe("Transactions can't be fetched without an accountAddress")
    expect(requests).toHaveLength(0)
  })
})

describe('AccountData: load and cost', () => {
  it('opening the view twice inside 30 s costs one balance and one history request; after 30 s one more each', async () => {
    const { data, clock } = await connected()
    const open = () => Promise.all([data.loadTokens(), data.loadActivity()])

    await open()
    await open()
    expect([count('/balance'), count('/history')]).toEqual([1, 1])

    await clock.advanceAsync(30_000)
    await open()
    expect([count('/balance'), count('/history')]).toEqual([2, 2])
  })

  it('nothing polls: ten idle minutes send nothing', async () => {
    const { data, clock } = await connected()
    await Promise.all([data.loadTokens(), data.loadActivity()])
    requests.length = 0

    await clock.advanceAsync(10 * 60_000)

    expect(requests).toHaveLength(0)
  })
})

describe('AccountData: after a send', () => {
  it('the next open reads balances (forceUpdate) and history afresh, inside the cache window', async () => {
    const { walletport, data } = await connected()
    await Promise.all([data.loadTokens(), data.loadActivity()])

    await walletport.sendTransaction({ to: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', value: 1n })
    await Promise.all([data.loadTokens(), data.loadActivity()])

    expect([count('/balance'), count('/history')]).toEqual([2, 2])
    expect(requests.filter((url) => url.pathname.endsWith('/balance'))[1]?.searchParams.has('forceUpdate')).toBe(true)
  })
})
