import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { isAbortError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { InMemoryStorage } from '../../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { blockchainApiFailure, malformedBlockchainApiBody, unreachableBlockchainApi } from '../../../test-doubles/msw/blockchainApiFailures.js'
import { blockchainApiHandlers } from '../../../test-doubles/msw/blockchainApiHandlers.js'
import { FIXTURE_ADDRESS, FIXTURE_IDENTITY } from '../../../test-doubles/msw/fixtures/blockchainAccount.js'
import { useMswServer } from '../../../tests/support/mswServer.js'
import { ApiAlertError } from './ApiAlertError.js'
import { BalanceRetryBlockedError } from './BalanceRetryBlockedError.js'
import { InvalidResponseError } from '../shared/InvalidResponseError.js'
import { OfetchBlockchainApi } from './OfetchBlockchainApi.js'

const BASE_URL = 'https://blockchain-api.test'
const BALANCE = '/v1/account/:address/balance'
const ETHEREUM = { address: FIXTURE_ADDRESS, caipNetworkId: 'eip155:1' }
const { server, requests } = useMswServer()

function setup(options: { readonly storage?: InMemoryStorage; readonly clock?: ManualClock; readonly projectIds?: readonly string[]; readonly projectId?: string } = {}) {
  server.resetHandlers(...blockchainApiHandlers({ baseUrl: BASE_URL, ...(options.projectIds ? { projectIds: options.projectIds } : {}) }))
  const clock = options.clock ?? new ManualClock()
  const storage = options.storage ?? new InMemoryStorage()
  const api = new OfetchBlockchainApi({ baseUrl: BASE_URL, projectId: options.projectId ?? 'p1', clock, storage, sdkVersion: 'walletport-test' })
  return { api, clock, storage }
}

/** Waits (real time, briefly) until the adapter has parked a retry on the clock, then fires it. */
async function fireNextRetry(clock: ManualClock, expectedDelayMs: number): Promise<void> {
  await vi.waitFor(() => expect(clock.pendingTimers).toBe(1))
  expect((clock.nextDueAt ?? 0) - clock.now()).toBe(expectedDelayMs)
  await clock.advanceAsync(expectedDelayMs)
}

const settle = <T>(promise: Promise<T>) => promise.then(() => undefined, (error: unknown) => error)

describe('OfetchBlockchainApi', () => {
  it('parameters: every call carries projectId, st and sv on the configured base URL', async () => {
    const { api } = setup({ projectId: 'project-42' })

    await api.getSupportedChains()
    await api.fetchFungiblePrices({ currency: 'usd', addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] })

    expect(requests).toHaveLength(2)
    for (const url of requests) {
      expect(url.origin).toBe(BASE_URL)
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ projectId: 'project-42', st: 'walletport', sv: 'walletport-test' })
    }
  })

  it('parameters: balance asks currency=usd on the chain', async () => {
    const { api } = setup()

    const balances = await api.getBalances(ETHEREUM)

    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'CLAIM'])
    expect(requests[0]?.pathname).toBe(`/v1/account/${FIXTURE_ADDRESS}/balance`)
    expect(requests[0]?.searchParams.get('currency')).toBe('usd')
    expect(requests[0]?.searchParams.get('chainId')).toBe('eip155:1')
  })

  it.each(['wrong-shape', 'not-json'] as const)('behavior: a %s body is a typed error, never retried, never cached', async (kind) => {
    const { api, storage } = setup()
    server.use(malformedBlockchainApiBody({ baseUrl: BASE_URL, path: '/v1/account/:address/history', kind }))

    const error = await settle(api.getTransactionHistory({ account: FIXTURE_ADDRESS }))

    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(requests).toHaveLength(1)
    expect(storage.dump()).toEqual({})
  })

  it('behavior: 5xx is retried after 1 s, then 2 s (virtual time), and the third answer wins', async () => {
    const { api, clock } = setup()
    server.use(blockchainApiFailure({ baseUrl: BASE_URL, path: '/v1/supported-chains', status: 503, times: 2 }))

    const pending = api.getSupportedChains()
    await fireNextRetry(clock, 1_000)
    await fireNextRetry(clock, 2_000)

    await expect(pending).resolves.toMatchObject({ http: expect.arrayContaining(['eip155:1']) })
    expect(requests).toHaveLength(3)
  })

  it('behavior: 429 waits for Retry-After when it is longer than the backoff', async () => {
    const { api, clock } = setup()
    server.use(blockchainApiFailure({ baseUrl: BASE_URL, path: '/v1/supported-chains', status: 429, retryAfter: 7, times: 1 }))

    const pending = api.getSupportedChains()
    await fireNextRetry(clock, 7_000)

    await expect(pending).resolves.toBeDefined()
    expect(requests).toHaveLength(2)
  })

  it('behavior: a network error is retried 3 times (1, 2, 4 s), then rejects as NETWORK_ERROR', async () => {
    const { api, clock } = setup()
    server.use(unreachableBlockchainApi({ baseUrl: BASE_URL, path: '/v1/supported-chains' }))

    const pending = settle(api.getSupportedChains())
    await fireNextRetry(clock, 1_000)
    await fireNextRetry(clock, 2_000)
    await fireNextRetry(clock, 4_000)
    const error = await pending

    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).category).toBe('NETWORK_ERROR')
    expect(requests).toHaveLength(4)
  })

  it('behavior: other 4xx are not retried', async () => {
    const { api, clock } = setup()

    const error = await settle(api.lookupName({ name: 'nobody-at-all.reown.id' }))

    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(404)
    expect(requests).toHaveLength(1)
    expect(clock.pendingTimers).toBe(0)
  })

  it('behavior: an unknown project id rejects with the APKT007 Invalid Project ID alert (the core raises it from the error), without retry', async () => {
    const { api } = setup({ projectIds: ['the-real-one'], projectId: 'typo' })

    const error = await settle(api.getSupportedChains())

    expect(error).toBeInstanceOf(ApiAlertError)
    expect((error as ApiAlertError).alert).toBe('APKT007')
    expect(requests).toHaveLength(1)
  })

  it('behavior: an origin that is not allowed rejects with the APKT002 Invalid App Configuration alert', async () => {
    const { api } = setup()
    server.use(http.get(`${BASE_URL}/v1/supported-chains`, () => HttpResponse.json({ reasons: [{ description: 'Origin not allowed' }] }, { status: 403 })))

    const error = await settle(api.getSupportedChains())

    expect((error as ApiAlertError).alert).toBe('APKT002')
    expect(error).toBeInstanceOf(ApiAlertError)
  })

  it('behavior: identical in-flight GETs share one request; one caller aborting leaves the other', async () => {
    const { api } = setup()
    const controller = new AbortController()

    const first = api.getTransactionHistory({ account: FIXTURE_ADDRESS, chainId: 'eip155:1', signal: controller.signal })
    const second = api.getTransactionHistory({ account: FIXTURE_ADDRESS, chainId: 'eip155:1' })
    controller.abort()

    expect(isAbortError(await settle(first))).toBe(true)
    await expect(second).resolves.toMatchObject({ next: expect.any(String) })
    expect(requests).toHaveLength(1)
  })

  it('behavior: different pages are different requests', async () => {
    const { api } = setup()

    await Promise.all([
      api.getTransactionHistory({ account: FIXTURE_ADDRESS, chainId: 'eip155:1' }),
      api.getTransactionHistory({ account: FIXTURE_ADDRESS, chainId: 'eip155:1', cursor: 'c10' }),
    ])

    expect(requests).toHaveLength(2)
  })
})

describe('OfetchBlockchainApi caches (Storage, survive a reload)', () => {
  it('identity: kept 5 min, read back by a new instance on the same storage', async () => {
    const clock = new ManualClock()
    const storage = new InMemoryStorage()
    const first = setup({ clock, storage }).api

    await expect(first.getIdentity(ETHEREUM)).resolves.toEqual(FIXTURE_IDENTITY)
    const reloaded = setup({ clock, storage }).api
    await expect(reloaded.getIdentity(ETHEREUM)).resolves.toEqual(FIXTURE_IDENTITY)
    expect(requests).toHaveLength(1)

    await clock.advanceAsync(5 * 60_000)
    await reloaded.getIdentity(ETHEREUM)
    expect(requests).toHaveLength(2)
  })

  it('portfolio: kept 30 s per (address, chain); another chain is its own entry', async () => {
    const clock = new ManualClock()
    const { api } = setup({ clock })

    await api.getBalances(ETHEREUM)
    await clock.advanceAsync(29_999)
    await api.getBalances({ ...ETHEREUM, address: FIXTURE_ADDRESS.toLowerCase() })
    await api.getBalances({ ...ETHEREUM, caipNetworkId: 'eip155:137' })
    expect(requests).toHaveLength(2)

    await clock.advanceAsync(1)
    await api.getBalances(ETHEREUM)
    expect(requests).toHaveLength(3)
  })

  it('portfolio: forceUpdate skips the cache', async () => {
    const { api } = setup()

    await api.getBalances(ETHEREUM)
    await api.getBalances({ ...ETHEREUM, forceUpdate: '1' })

    expect(requests).toHaveLength(2)
    expect(requests[1]?.searchParams.get('forceUpdate')).toBe('1')
  })

  it('token balance: a failure blocks that (address, chain) for 30 s, even across a reload', async () => {
    const clock = new ManualClock()
    const storage = new InMemoryStorage()
    const { api } = setup({ clock, storage })
    server.use(blockchainApiFailure({ baseUrl: BASE_URL, path: BALANCE, status: 400, times: 1 }))

    expect(await settle(api.getBalances(ETHEREUM))).toBeInstanceOf(HttpRequestError)
    const blocked = await settle(setup({ clock, storage }).api.getBalances(ETHEREUM))
    expect(blocked).toBeInstanceOf(BalanceRetryBlockedError)
    expect((blocked as BalanceRetryBlockedError).shortMessage).toBe('Token Balance Unavailable')
    expect(requests).toHaveLength(1)

    await clock.advanceAsync(30_000)
    await expect(api.getBalances(ETHEREUM)).resolves.toHaveLength(3)
    expect(requests).toHaveLength(2)
  })

  it('storage: a corrupt or tampered entry is a miss, never trusted', async () => {
    const storage = new InMemoryStorage({
      [`blockchainApi:identity:${FIXTURE_ADDRESS.toLowerCase()}`]: JSON.stringify({ expiresAt: Number.MAX_SAFE_INTEGER, value: { name: 42 } }),
      [`blockchainApi:balance:eip155:1:${FIXTURE_ADDRESS.toLowerCase()}`]: '{not json',
    })
    const { api } = setup({ storage })

    await expect(api.getIdentity(ETHEREUM)).resolves.toEqual(FIXTURE_IDENTITY)
    await expect(api.getBalances(ETHEREUM)).resolves.toHaveLength(3)
    expect(requests).toHaveLength(2)
  })
})
