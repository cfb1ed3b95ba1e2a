// createWalletport before its code has loaded (a page's first instance): the facade returned at
// once, the instance built once the page is idle (at once off the browser) or by the first call
// that needs it. Each test imports a fresh module graph, so the unit setup's preload does not apply.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { fakePaintTiming } from '../tests/support/fakePaintTiming.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

/** createWalletport of a module graph where the instance's code is not loaded yet. */
async function freshCreate() {
  vi.resetModules()
  const { createWalletport } = await import('./createWalletport.js')
  const errors: unknown[][] = []
  const logger = new BufferedLogger({ clock: { now: () => 0 }, sink: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => void errors.push(args) } })
  const create = (options: Parameters<typeof createWalletport>[0] = { networks: [mainnet, polygon] }) =>
    createWalletport(options, { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })], storage: new InMemoryStorage(), logger })
  return { create, errors }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('createWalletport, before its code has loaded', () => {
  it('behavior: returns at once; synchronous reads throw WalletportNotReadyError until the instance is there', async () => {
    const { create } = await freshCreate()
    const walletport = create()
    expect(walletport.loaded).toBe(false)
    expect(() => walletport.getAccount()).toThrow(expect.objectContaining({ name: 'WalletportNotReadyError', shortMessage: expect.stringContaining('await walletport.ready') }))
    expect(() => walletport.account$).toThrow(expect.objectContaining({ name: 'WalletportNotReadyError' }))
    expect(() => walletport.options).toThrow(expect.objectContaining({ name: 'WalletportNotReadyError' }))
    expect(walletport.givenOptions?.networks).toEqual([mainnet, polygon])
    await walletport.ready
    expect(walletport.loaded).toBe(true)
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getNetwork().caipNetwork).toBe(mainnet)
    walletport.destroy()
  })

  it('behavior: off the browser it loads by itself, with no call', async () => {
    const { create } = await freshCreate()
    const walletport = create()
    await vi.waitFor(() => expect(walletport.loaded).toBe(true))
    walletport.destroy()
  })

  it('behavior: in a browser it waits until the page is idle (its first render painted), then loads', async () => {
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const { create } = await freshCreate()
    const walletport = create()
    await nextTask()
    await nextTask()
    expect(walletport.loaded).toBe(false)
    idle?.()
    await vi.waitFor(() => expect(walletport.loaded).toBe(true))
    walletport.destroy()
  })

  it('behavior: in a browser whose first contentful paint is not on screen yet, the idle wait starts once it is (or a second on)', async () => {
    const idles: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idles.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const timing = fakePaintTiming()
    const { create } = await freshCreate()
    const shown = create()
    await nextTask()
    expect(idles).toHaveLength(0)
    timing.paint('first-contentful-paint')
    expect(idles).toHaveLength(1)
    idles[0]?.()
    await vi.waitFor(() => expect(shown.loaded).toBe(true))
    shown.destroy()

    // A hidden tab: no paint comes; a fresh graph (the code above is loaded, so the next one would be built on the spot).
    const { create: createHidden } = await freshCreate()
    fakePaintTiming()
    vi.useFakeTimers()
    try {
      const hidden = createHidden()
      vi.advanceTimersByTime(999)
      expect(idles).toHaveLength(1)
      vi.advanceTimersByTime(1)
      expect(idles).toHaveLength(2)
      hidden.destroy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('behavior: a watch asked for before the load hears the instance from its arrival; one stopped before it hears nothing', async () => {
    const { create } = await freshCreate()
    const walletport = create()
    const heard: string[] = []
    const stopped: string[] = []
    walletport.watchAccount((account) => heard.push(account.status))
    walletport.watchAccount((account) => stopped.push(account.status))()
    expect(heard).toEqual([])
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    expect(heard[0]).toBe('disconnected')
    expect(heard.at(-1)).toBe('connected')
    expect(stopped).toEqual([])
    expect(walletport.getAccount().address).toBe(ADDRESS)
    walletport.destroy()
  })

  it('behavior: open() before the load opens the modal on arrival; close() before it cancels that', async () => {
    const { create } = await freshCreate()
    const opened = create()
    opened.open({ view: 'Networks' })
    await opened.load()
    expect(opened.getModal().open).toBe(true)
    expect(opened.getRoute().view).toBe('Networks')
    opened.destroy()

    const cancelled = (await freshCreate()).create()
    cancelled.open()
    expect(cancelled.close()).toBe(true)
    expect(cancelled.close()).toBe(false)
    expect(cancelled.goBack()).toBe(false)
    await cancelled.load()
    expect(cancelled.getModal().open).toBe(false)
    cancelled.destroy()
  })

  it('behavior: invalid options reject ready (and every call) with InvalidOptionsError, logged once, never an unhandled rejection', async () => {
    const { create, errors } = await freshCreate()
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => void unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const walletport = create({ networks: [] })
      await vi.waitFor(() => expect(errors).toHaveLength(1))
      await expect(walletport.ready).rejects.toMatchObject({ name: 'InvalidOptionsError' })
      await expect(walletport.connect({ connectorId: FAKE_CONNECTOR_ID })).rejects.toMatchObject({ name: 'InvalidOptionsError' })
      expect(walletport.loaded).toBe(false)
      await nextTask()
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it('behavior: destroy() before the load: nothing is built, every call after it refuses', async () => {
    const { create, errors } = await freshCreate()
    const walletport = create()
    const heard: unknown[] = []
    walletport.watchState((state) => heard.push(state))
    walletport.destroy()
    await nextTask()
    await nextTask()
    expect(walletport.loaded).toBe(false)
    expect(heard).toEqual([])
    await expect(walletport.connect({ connectorId: FAKE_CONNECTOR_ID })).rejects.toMatchObject({ name: 'WalletportNotReadyError', details: { reason: 'destroyed' } })
    expect(() => walletport.getState()).toThrow(expect.objectContaining({ details: { reason: 'destroyed' } }))
    expect(errors).toEqual([])
  })

  it('behavior: destroy() while the code is on its way destroys the instance on arrival', async () => {
    const { create } = await freshCreate()
    const destroyed = vi.fn()
    // The instance destroys the adapters it was given on its own destroy().
    const chain = Object.assign(new FakeChainAdapter({ chainId: 1 }), { destroy: destroyed })
    const { createWalletport } = await import('./createWalletport.js')
    const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], storage: new InMemoryStorage() })
    const arriving = walletport.load()
    walletport.destroy()
    await expect(arriving).rejects.toMatchObject({ name: 'WalletportNotReadyError' })
    expect(destroyed).toHaveBeenCalledTimes(1)
    expect(walletport.loaded).toBe(false)
    create().destroy()
  })

  it('behavior: once one instance has loaded, the next is built on the spot (invalid options thrown there)', async () => {
    const { create } = await freshCreate()
    const first = create()
    await first.ready
    const second = create()
    expect(second.loaded).toBe(true)
    expect(second.getAccount().status).toBe('disconnected')
    expect(() => create({ networks: [] })).toThrow(expect.objectContaining({ name: 'InvalidOptionsError' }))
    first.destroy()
    second.destroy()
  })

  it('behavior: a failed load rejects the call that needed it and ready; the next call tries again', async () => {
    const { buildWalletport } = await import('./buildWalletport.js')
    const { Walletport } = await import('../core/Walletport.js')
    let attempts = 0
    const logger = { error: vi.fn() }
    const walletport = new Walletport(
      async () => {
        attempts += 1
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return buildWalletport({ networks: [mainnet] }, { chainAdapters: [new FakeChainAdapter({ chainId: 1 })], storage: new InMemoryStorage() })
      },
      { logger },
    )
    await expect(walletport.load()).rejects.toThrow('Failed to fetch')
    await expect(walletport.ready).rejects.toThrow('Failed to fetch')
    await walletport.load()
    expect(walletport.loaded).toBe(true)
    expect(attempts).toBe(2)
    expect(logger.error).toHaveBeenCalledTimes(1)
    walletport.destroy()
  })
})
