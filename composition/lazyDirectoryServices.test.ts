import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../core/network/presets.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { configFailure, configHandlers } from '../test-doubles/msw/configHandlers.js'
import { DIRECTORY_WALLETS } from '../test-doubles/msw/directoryFixtures.js'
import { directoryHandlers } from '../test-doubles/msw/directoryHandlers.js'
import { useMswServer } from '../tests/support/mswServer.js'
import { createWalletport } from './createWalletport.js'

const BASE = 'https://directory.local.test'
const { server, requests: seen } = useMswServer()

const clock = new ManualClock()

function setup(options: { readonly features?: { readonly swaps?: boolean }; readonly featuredWalletIds?: string[] } = {}) {
  server.use(...directoryHandlers({ baseUrl: BASE, projectId: 'p1' }), ...configHandlers({ baseUrl: BASE, projectId: 'p1' }))
  return createWalletport({ networks: [mainnet], projectId: 'p1', apiUrls: { directory: BASE }, ...options }, { storage: new InMemoryStorage(), clock })
}

/** Opens the modal and runs the open's zero-delay timer, which starts the config and directory loads. */
function open(walletport: ReturnType<typeof setup>) {
  walletport.open()
  clock.advance(0)
}

async function settled(walletport: ReturnType<typeof setup>) {
  await walletport.loadRemoteConfig()
  for (let turn = 0; turn < 100 && seen.filter((url) => url.pathname === '/getWallets').length === 0; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve))
  }
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

describe('the directory and the project config in createWalletport', () => {
  it('behavior: nothing is requested at start-up; the first open asks config, then the 4 recommended; a second open asks nothing', async () => {
    const walletport = setup()
    await walletport.ready
    expect(seen).toEqual([])

    open(walletport)
    await settled(walletport)
    walletport.close()
    open(walletport)
    await settled(walletport)

    // Node has no page origin, so the allowed origins are not asked.
    expect(seen.map((url) => `${url.pathname}${url.pathname === '/getWallets' ? `?entries=${url.searchParams.get('entries')}` : ''}`).sort()).toEqual([
      '/appkit/v1/config',
      '/getWallets?entries=4',
    ])
    walletport.destroy()
  })

  it('behavior: with a clock that has afterRender (a browser), the open’s loads wait for it, not for a zero-delay timer', async () => {
    const rendered: (() => void)[] = []
    const renderingClock = Object.assign(new ManualClock(), { afterRender: (callback: () => void) => rendered.push(callback) })
    server.use(...directoryHandlers({ baseUrl: BASE, projectId: 'p1' }), ...configHandlers({ baseUrl: BASE, projectId: 'p1' }))
    const walletport = createWalletport({ networks: [mainnet], projectId: 'p1', apiUrls: { directory: BASE } }, { storage: new InMemoryStorage(), clock: renderingClock })

    walletport.open()
    expect(walletport.getModal().open).toBe(true)
    renderingClock.advance(0)
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual([])
    expect(rendered).toHaveLength(1)

    rendered[0]?.()
    await settled(walletport)
    expect(seen.map((url) => url.pathname).sort()).toEqual(['/appkit/v1/config', '/getWallets'])
    walletport.destroy()
  })

  it('behavior: prepareOpen() (a button hovered) asks config and wallets once, the modal staying closed; the open after it asks nothing more', async () => {
    const walletport = setup()
    await walletport.ready

    await walletport.prepareOpen()
    await walletport.prepareOpen()
    expect(walletport.getModal().open).toBe(false)
    expect(walletport.getDirectoryWallets().status).toBe('ready')
    expect(seen.map((url) => url.pathname).sort()).toEqual(['/appkit/v1/config', '/getWallets'])

    open(walletport)
    await settled(walletport)
    expect(seen).toHaveLength(2)
    walletport.destroy()
  })

  it('behavior: prepareOpen() after destroy() asks nothing', async () => {
    const walletport = setup()
    await walletport.ready
    walletport.destroy()

    await walletport.prepareOpen().catch(() => undefined)
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual([])
  })

  it('behavior: a listing that failed on prepareOpen() is asked again by the open, not by another hover', async () => {
    const walletport = setup()
    await walletport.ready
    server.use(http.get(`${BASE}/getWallets`, () => new HttpResponse(null, { status: 400 })))

    await walletport.prepareOpen()
    await walletport.prepareOpen()
    expect(walletport.getDirectoryWallets().status).toBe('failed')
    expect(seen.filter((url) => url.pathname === '/getWallets')).toHaveLength(1)

    server.resetHandlers(...directoryHandlers({ baseUrl: BASE, projectId: 'p1' }), ...configHandlers({ baseUrl: BASE, projectId: 'p1' }))
    open(walletport)
    await settled(walletport)
    for (let turn = 0; turn < 50 && walletport.getDirectoryWallets().status !== 'ready'; turn += 1) await new Promise((resolve) => setImmediate(resolve))
    expect(walletport.getDirectoryWallets().status).toBe('ready')
    expect(seen.filter((url) => url.pathname === '/getWallets')).toHaveLength(2)
    walletport.destroy()
  })

  it('behavior: the recommended and featured wallets join the connect list', async () => {
    const featured = DIRECTORY_WALLETS[6]?.id ?? ''
    const walletport = setup({ featuredWalletIds: [featured] })
    const groups: string[][] = []
    walletport.connectorList$.subscribe((list) => groups.push(list.map((group) => group.group)))

    open(walletport)
    await settled(walletport)

    expect(groups.at(-1)).toEqual(['featured', 'recommended'])
    walletport.destroy()
  })

  it('behavior: remote flags apply after the first open, and an overridden local choice is listed', async () => {
    const walletport = setup({ features: { swaps: false } })
    expect(walletport.getRemoteConfig()).toMatchObject({ status: 'local', features: { swaps: false } })

    walletport.open()
    const state = await walletport.loadRemoteConfig()

    expect(state).toMatchObject({ status: 'remote', features: { swaps: true, activity: false } })
    expect(state.overridden).toEqual([{ feature: 'swaps', local: false, remote: true }])
    walletport.destroy()
  })

  it('behavior: an unknown project id → Invalid Project ID (APKT007); local options stay', async () => {
    const walletport = setup({ features: { swaps: true } })
    server.use(configFailure(403, { baseUrl: BASE }))

    walletport.open()

    expect(await walletport.loadRemoteConfig()).toMatchObject({ status: 'failed', alert: 'APKT007', features: { swaps: true } })
    walletport.destroy()
  })

  it('parameters: no projectId and no apiUrls.directory → no directory, no config, nothing fetched', async () => {
    const walletport = createWalletport({ networks: [mainnet] }, { storage: new InMemoryStorage(), clock: new ManualClock() })

    walletport.open()
    await walletport.loadRemoteConfig()

    expect(walletport.walletDirectory).toBeUndefined()
    expect(seen).toEqual([])
    walletport.destroy()
  })
})
