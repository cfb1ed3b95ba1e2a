import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { isAbortError } from '../../../core/errors/AbortedError.js'
import { HttpRequestError } from '../../../core/errors/HttpRequestError.js'
import { describeWalletDirectoryContract } from '../../../test-doubles/contracts/describeWalletDirectoryContract.js'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { DIRECTORY_WALLETS, manyWallets } from '../../../test-doubles/msw/directoryFixtures.js'
import { directoryFailure, directoryHandlers } from '../../../test-doubles/msw/directoryHandlers.js'
import { useMswServer } from '../../../tests/support/mswServer.js'
import { untilTimerArmed } from '../../../tests/support/untilTimerArmed.js'
import { InvalidResponseError } from '../shared/InvalidResponseError.js'
import { DIRECTORY_LISTING_CACHE_MS, OfetchWalletDirectory } from './OfetchWalletDirectory.js'

const BASE = 'https://directory.test'
const { server, requests } = useMswServer()

function setup(wallets = DIRECTORY_WALLETS) {
  server.use(...directoryHandlers({ baseUrl: BASE, wallets, projectId: 'p1' }))
  const clock = new ManualClock()
  return { clock, directory: new OfetchWalletDirectory({ baseUrl: BASE, projectId: 'p1', sdkVersion: 'walletport-test', clock }) }
}

const listings = () => requests.filter((url) => url.pathname === '/getWallets')

describeWalletDirectoryContract('OfetchWalletDirectory through msw', () => {
  const { directory } = setup()
  return { directory, wallets: DIRECTORY_WALLETS }
})

describe('OfetchWalletDirectory', () => {
  it('parameters: every call carries projectId, st and sv; lists are comma-joined; empty filters are left out', async () => {
    const { directory } = setup()

    await directory.getWallets({ page: 2, entries: 40, search: ' rain ', chains: ['eip155:1', 'eip155:10'], include: [], exclude: ['a', 'b'] })

    const [url] = listings()
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      page: '2',
      entries: '40',
      search: 'rain',
      chains: 'eip155:1,eip155:10',
      exclude: 'a,b',
      projectId: 'p1',
      st: 'walletport',
      sv: 'walletport-test',
    })
  })

  it('behavior: 40 per page over 130 wallets → 4 pages, the last with 10', async () => {
    const { directory } = setup(manyWallets(130))

    const pages = await Promise.all([1, 2, 3, 4].map((page) => directory.getWallets({ page, entries: 40 })))

    expect(pages.map((page) => page.data.length)).toEqual([40, 40, 40, 10])
    expect(new Set(pages.flatMap((page) => page.data.map((wallet) => wallet.id))).size).toBe(130)
  })

  it('behavior: nulls of the real API and unknown fields are dropped', async () => {
    const { directory } = setup()
    server.use(
      http.get(`${BASE}/getWallets`, () =>
        HttpResponse.json({ data: [{ id: 'x', name: 'X', image_id: null, chains: null, mobile_link: null, extra_field: 1 }], count: 1 }),
      ),
    )

    const page = await directory.getWallets({ page: 1, entries: 4 })

    // Fields walletport does not know are dropped, like nulls where the core type has none.
    expect(page.data).toEqual([{ id: 'x', name: 'X', mobile_link: null }])
  })

  it('behavior: a body of the wrong shape → InvalidResponseError, never a partial page', async () => {
    const { directory } = setup()
    server.use(directoryFailure('malformed', { baseUrl: BASE }))

    const error: unknown = await directory.getWallets({ page: 1, entries: 4 }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details.issues).toEqual(expect.arrayContaining([expect.stringContaining('count')]))
    expect(listings()).toHaveLength(1)
  })

  it('retry: 503 twice then 200 → waits 1 s then 2 s on the clock, and answers', async () => {
    const { directory, clock } = setup()
    server.use(directoryFailure(503, { baseUrl: BASE }), directoryFailure(503, { baseUrl: BASE }))

    const result = directory.getWallets({ page: 1, entries: 4 })
    await untilTimerArmed(clock)
    expect(listings()).toHaveLength(1)
    await clock.advanceAsync(999)
    expect(listings()).toHaveLength(1)
    await clock.advanceAsync(1)
    await untilTimerArmed(clock)
    expect(listings()).toHaveLength(2)
    await clock.advanceAsync(2_000)

    expect((await result).data).toHaveLength(4)
    expect(listings()).toHaveLength(3)
  })

  it('retry: 3 retries at most, then the HttpRequestError with the last status', async () => {
    const { directory, clock } = setup()
    server.use(directoryFailure(500, { baseUrl: BASE, once: false }))

    const result = directory.getWallets({ page: 1, entries: 4 }).catch((caught: unknown) => caught)
    for (const wait of [1_000, 2_000, 4_000]) {
      await untilTimerArmed(clock)
      await clock.advanceAsync(wait)
    }

    const error = await result
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(500)
    expect(listings()).toHaveLength(4)
  })

  it('retry: 429 honours Retry-After (5 s instead of 1 s)', async () => {
    const { directory, clock } = setup()
    server.use(directoryFailure(429, { baseUrl: BASE, retryAfterSeconds: 5 }))

    const result = directory.getWallets({ page: 1, entries: 4 })
    await untilTimerArmed(clock)
    await clock.advanceAsync(4_999)
    expect(listings()).toHaveLength(1)
    await clock.advanceAsync(1)

    expect((await result).count).toBe(DIRECTORY_WALLETS.length)
    expect(listings()).toHaveLength(2)
  })

  it('retry: a network error is retried too', async () => {
    const { directory, clock } = setup()
    server.use(directoryFailure('network', { baseUrl: BASE }))

    const result = directory.getWallets({ page: 1, entries: 4 })
    await untilTimerArmed(clock)
    await clock.advanceAsync(1_000)

    expect((await result).data).toHaveLength(4)
  })

  it('retry: no retry on other 4xx (a refused projectId → 403 at once)', async () => {
    server.use(...directoryHandlers({ baseUrl: BASE, projectId: 'the-right-one' }))
    const directory = new OfetchWalletDirectory({ baseUrl: BASE, projectId: 'wrong', clock: new ManualClock() })

    const error: unknown = await directory.getWallets({ page: 1, entries: 4 }).catch((caught: unknown) => caught)

    expect((error as HttpRequestError).status).toBe(403)
    expect(listings()).toHaveLength(1)
  })

  it('cache: a listing page is reused for 5 min on the clock, then asked again; failures are not kept', async () => {
    const { directory, clock } = setup()
    server.use(directoryFailure(400, { baseUrl: BASE }))

    await expect(directory.getWallets({ page: 1, entries: 4 })).rejects.toBeInstanceOf(HttpRequestError)
    const first = await directory.getWallets({ page: 1, entries: 4 })
    await clock.advanceAsync(DIRECTORY_LISTING_CACHE_MS - 1)
    expect(await directory.getWallets({ page: 1, entries: 4 })).toBe(first)
    expect(listings()).toHaveLength(2)
    await clock.advanceAsync(1)
    await directory.getWallets({ page: 1, entries: 4 })

    expect(listings()).toHaveLength(3)
  })

  it('cache: listingCacheMs 0 asks every time', async () => {
    server.use(...directoryHandlers({ baseUrl: BASE }))
    const directory = new OfetchWalletDirectory({ baseUrl: BASE, projectId: 'p1', clock: new ManualClock(), listingCacheMs: 0 })

    await directory.getWallets({ page: 1, entries: 4 })
    await directory.getWallets({ page: 1, entries: 4 })

    expect(listings()).toHaveLength(2)
  })

  it('dedupe: identical in-flight GETs share one request; different ones do not', async () => {
    const { directory } = setup()

    const [a, b, c] = await Promise.all([
      directory.getWallets({ page: 1, entries: 4 }),
      directory.getWallets({ page: 1, entries: 4 }),
      directory.getWallets({ page: 2, entries: 4 }),
    ])

    expect(a).toBe(b)
    expect(c.data[0]?.id).toBe(DIRECTORY_WALLETS[4]?.id)
    expect(listings()).toHaveLength(2)
  })

  it('abort: one caller aborting leaves the other sharing caller served', async () => {
    const { directory } = setup()
    const controller = new AbortController()

    const aborted = directory.getWallets({ page: 1, entries: 4, signal: controller.signal }).catch((caught: unknown) => caught)
    const kept = directory.getWallets({ page: 1, entries: 4 })
    controller.abort()

    expect(isAbortError(await aborted)).toBe(true)
    expect((await kept).data).toHaveLength(4)
  })

  it('abort: during a backoff wait, stops at once with no further request', async () => {
    const { directory, clock } = setup()
    server.use(directoryFailure(503, { baseUrl: BASE, once: false }))
    const controller = new AbortController()

    const result = directory.getWallets({ page: 1, entries: 4, signal: controller.signal }).catch((caught: unknown) => caught)
    await untilTimerArmed(clock)
    controller.abort()

    expect(isAbortError(await result)).toBe(true)
    await clock.advanceAsync(60_000)
    expect(listings()).toHaveLength(1)
  })

  it('images: fetched once per id, as a data: URL of the served image', async () => {
    const { directory } = setup()
    const imageId = DIRECTORY_WALLETS[0]?.image_id ?? ''

    const urls = await Promise.all([directory.getWalletImageUrl(imageId), directory.getWalletImageUrl(imageId)])
    const later = await directory.getWalletImageUrl(imageId)

    expect(urls[0]).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(urls[0]?.split(',')[1] ?? '')).toContain('<svg')
    expect(later).toBe(urls[0])
    expect(requests.filter((url) => url.pathname.startsWith('/getWalletImage/'))).toHaveLength(1)
  })

  it('images: a failure is not kept; the next ask fetches again', async () => {
    const { directory } = setup()
    const imageId = DIRECTORY_WALLETS[1]?.image_id ?? ''
    server.use(directoryFailure(404, { baseUrl: BASE, path: `/getWalletImage/${imageId}` }))

    await expect(directory.getWalletImageUrl(imageId)).rejects.toBeInstanceOf(HttpRequestError)
    await expect(directory.getWalletImageUrl(imageId)).resolves.toMatch(/^data:image\/svg\+xml/)
  })

  it('images: a 200 that is not an image is refused', async () => {
    const { directory } = setup()
    server.use(http.get(`${BASE}/getWalletImage/:id`, () => HttpResponse.json({ not: 'an image' })))

    const error: unknown = await directory.getWalletImageUrl('anything').catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).details.reason).toBe('not an image')
  })
})
