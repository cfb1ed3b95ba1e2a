// @vitest-environment jsdom
// Leaks and cycles of the embedded wallet in Node (issue 19), beside tests/leakCycles.test.ts:
// instances whose embedded wallet frame was loaded (the real IframeEmbeddedWalletFrame, made by
// createWalletport's default frame chunk, in a jsdom page; the frame side played by
// ScriptedFramePeer), then destroyed. Each cycle checks after destroy(): no iframe left in the
// document, no `message` (or `resize`) listener left on window, no clock timer, no frame request
// pending; over 20 cycles the heap grows < 1 MB after GC and every instance is collected. The
// Chromium side, with the reference frame and backend, is e2e/leaks.e2e.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { EMBEDDED_STORAGE_KEYS } from '../core/embedded/embeddedStorageKeys.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet } from '../core/network/presets.js'
import type { Walletport } from '../core/Walletport.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { measureCycles, megabytes } from './support/leakProbe.js'
import { ScriptedFramePeer } from './support/ScriptedFramePeer.js'

const MAX_GROWTH = 1024 * 1024
const FRAME_ORIGIN = 'https://frame.example'
const FRAME_URL = `${FRAME_ORIGIN}/sdk`
const frameElement = () => document.querySelector<HTMLIFrameElement>('iframe[data-walletport-frame]')

/** The window listeners added and not removed, by type: jsdom has no getEventListeners. */
const windowListeners = new Map<string, Set<unknown>>()
const { addEventListener: add, removeEventListener: remove } = window
beforeEach(() => {
  windowListeners.clear()
  window.addEventListener = function (this: Window, type: string, listener: unknown, ...rest: unknown[]) {
    if (!windowListeners.has(type)) windowListeners.set(type, new Set())
    windowListeners.get(type)?.add(listener)
    return (add as (...args: unknown[]) => void).call(this, type, listener, ...rest)
  } as Window['addEventListener']
  window.removeEventListener = function (this: Window, type: string, listener: unknown, ...rest: unknown[]) {
    windowListeners.get(type)?.delete(listener)
    return (remove as (...args: unknown[]) => void).call(this, type, listener, ...rest)
  } as Window['removeEventListener']
})
afterEach(() => {
  window.addEventListener = add
  window.removeEventListener = remove
  document.body.replaceChildren()
})
const listening = (type: string): number => windowListeners.get(type)?.size ?? 0

const silent = () => new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })

function embeddedWalletport(clock: ManualClock, storage = new InMemoryStorage()): Walletport {
  return createWalletport(
    { networks: [mainnet], projectId: 'leaks', embeddedWallet: { url: FRAME_URL }, features: { email: true } },
    { chainAdapters: [new FakeChainAdapter()], storage, clock, logger: silent() },
  )
}

async function until<T>(find: () => T | null | undefined, what: string): Promise<T> {
  for (let turn = 0; turn < 500; turn += 1) {
    const found = find()
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** Creates an instance, loads its embedded wallet frame through the handshake the frame answers; the parts to check. */
async function loadedInstance(): Promise<{ walletport: Walletport; clock: ManualClock; peer: ScriptedFramePeer }> {
  const clock = new ManualClock()
  const walletport = embeddedWalletport(clock)
  await walletport.ready
  const peer = new ScriptedFramePeer({ origin: FRAME_ORIGIN })
  peer.replyNext('SYNC_DAPP_DATA', {}).replyNext('SYNC_THEME', {}).replyNext('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] })
  // The visitor turned to the email field: the frame chunk loads, the iframe is created.
  const prepared = walletport.prepareEmailLogin()
  peer.attach(await until(frameElement, 'the embedded wallet iframe')).sendReady()
  await clock.advanceAsync(500)
  await prepared
  expect(walletport.getEmbeddedWallet().frame).toBe('ready')
  return { walletport, clock, peer }
}

/** destroy() releases the frame once its parts are there (a resolved promise): a few turns. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('leaks and cycles of the embedded wallet in Node (jsdom, the real IframeEmbeddedWalletFrame)', () => {
  it('20 create/destroy cycles of an instance with a loaded frame: no iframe, no window message listener, no timer left; heap < 1 MB after GC; all collected', async () => {
    const left: { iframes: number; message: number; resize: number; timers: number }[] = []
    const cycle = async (instances: WeakRef<object>[]) => {
      const { walletport, clock } = await loadedInstance()
      instances.push(new WeakRef(walletport))
      expect(listening('message')).toBe(1)
      walletport.destroy()
      await settle()
      left.push({ iframes: document.querySelectorAll('iframe').length, message: listening('message'), resize: listening('resize'), timers: clock.pendingTimers })
    }
    const { growth, growths, alive } = await measureCycles(20, MAX_GROWTH, cycle)
    console.log(`embedded wallet (jsdom iframe), create/destroy ×20: heap ${megabytes(growth)} after GC${growths.length > 1 ? ` (windows: ${growths.map(megabytes).join(', ')})` : ''}; instances alive ${alive}; after destroy: iframes ${Math.max(...left.map((each) => each.iframes))}, window message listeners ${Math.max(...left.map((each) => each.message))}, clock timers ${Math.max(...left.map((each) => each.timers))}`)
    expect(left.every((each) => each.iframes === 0 && each.message === 0 && each.resize === 0 && each.timers === 0)).toBe(true)
    expect(alive).toBe(0)
    expect(growth).toBeLessThan(MAX_GROWTH)
  })
})

describe('embedded wallet leaks fixed (regressions)', () => {
  it('destroy() while the frame is loading (before READY): the iframe goes, the load timer is cleared, the login rejects', async () => {
    const clock = new ManualClock()
    const walletport = embeddedWalletport(clock)
    const prepared = walletport.prepareEmailLogin()
    const outcome = prepared.then(
      () => 'resolved',
      () => 'rejected',
    )
    await until(frameElement, 'the embedded wallet iframe')
    walletport.destroy()
    await settle()
    expect(await outcome).toBe('rejected')
    expect(frameElement()).toBeNull()
    expect(listening('message')).toBe(0)
    expect(clock.pendingTimers).toBe(0)
  })

  it('an email login started after destroy() creates no iframe and adds no listener', async () => {
    const clock = new ManualClock()
    const walletport = embeddedWalletport(clock)
    await walletport.ready
    walletport.destroy()
    const outcome = await walletport.prepareEmailLogin().then(
      () => 'resolved',
      () => 'rejected',
    )
    await settle()
    expect(outcome).toBe('rejected')
    expect(frameElement()).toBeNull()
    expect(listening('message')).toBe(0)
    expect(clock.pendingTimers).toBe(0)
  })

  it("destroy() while a returning visitor's email login resumes (the frame loading at start): the iframe goes, no listener, no timer", async () => {
    const clock = new ManualClock()
    const storage = new InMemoryStorage()
    await storage.set(EMBEDDED_STORAGE_KEYS.emailLoginUsed, 'true')
    const walletport = embeddedWalletport(clock, storage)
    // The resume creates the frame without any call from the app.
    await until(frameElement, 'the resumed embedded wallet iframe')
    expect(listening('message')).toBe(1)

    walletport.destroy()
    await settle()

    expect(frameElement()).toBeNull()
    expect(listening('message')).toBe(0)
    expect(clock.pendingTimers).toBe(0)
  })
})
