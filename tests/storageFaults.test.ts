import { afterEach, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { createDefaultStorage } from '../adapters/storage/createDefaultStorage.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet } from '../core/network/presets.js'
import { SiwxSessionStore } from '../core/siwx/SiwxSessionStore.js'
import type { SiwxSession } from '../core/siwx/Siwx.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryWebStorage } from '../test-doubles/InMemoryWebStorage.js'

// Fault: the browser's localStorage is disabled (reading it throws, as in a private window or a
// sandboxed iframe) or full (every setItem throws QuotaExceededError). The product builds its own
// default storage (no storage override), so the real probe and adapter run.
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const PROBE_CHARS = 'walletport:__probe__'.length + 1

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage
})

function disabledLocalStorage(): { reads: number } {
  const seen = { reads: 0 }
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      seen.reads += 1
      throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' })
    },
  })
  return seen
}

/** A localStorage with room for the probe and nothing more: every later write throws QuotaExceededError. */
function fullLocalStorage(): InMemoryWebStorage {
  const web = new InMemoryWebStorage({ quotaChars: PROBE_CHARS })
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: web })
  return web
}

function setup() {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], logger })
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { walletport, logger, events }
}

/** Connect, disconnect, connect again: the whole session on whatever storage the product chose. */
async function connectTwice(walletport: ReturnType<typeof setup>['walletport']): Promise<void> {
  await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  await walletport.disconnect()
  await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
}

const loud = (logger: BufferedLogger) => logger.entries().filter((entry) => entry.level === 'error' || entry.level === 'warn')
const errorEvents = (events: readonly WalletportEvent[]) => events.filter((event) => event.type.endsWith('_ERROR') || event.type.endsWith('_FAILED'))

describe('localStorage disabled (reading it throws)', () => {
  it('behavior: the product runs in memory: connect, disconnect, connect again; no error event, no warning', async () => {
    const probe = disabledLocalStorage()
    const { walletport, logger, events } = setup()

    await connectTwice(walletport)

    expect(probe.reads).toBeGreaterThan(0)
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(errorEvents(events)).toEqual([])
    expect(loud(logger)).toEqual([])
    walletport.destroy()
  })
})

describe('localStorage full (setItem throws QuotaExceededError)', () => {
  it('behavior: connect, disconnect, connect again work; nothing is written; at most a debug log, no error event', async () => {
    const web = fullLocalStorage()
    const { walletport, logger, events } = setup()

    await connectTwice(walletport)

    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(web.length).toBe(0)
    expect(errorEvents(events)).toEqual([])
    expect(loud(logger)).toEqual([])
    expect(logger.entries().some((entry) => entry.level === 'debug' && entry.message.startsWith('storage write failed'))).toBe(true)
    walletport.destroy()
  })

  it('behavior: sign-in sessions are kept in memory for the page (SiwxSessionStore over the default storage)', async () => {
    fullLocalStorage()
    const logger = new BufferedLogger({ clock: { now: () => 0 }, level: 'silent' })
    const sessions = new SiwxSessionStore({ storage: createDefaultStorage(), logger })
    const session: SiwxSession = {
      data: { domain: 'app.example', uri: 'https://app.example', accountAddress: ADDRESS, chainId: 'eip155:1', version: '1', nonce: 'abcdefgh', issuedAt: '2026-01-01T00:00:00.000Z' },
      message: 'signed text',
      signature: '0x00',
    }

    await expect(sessions.add(session)).resolves.toBeUndefined()

    expect(await sessions.find('eip155:1', ADDRESS)).toEqual([session])
    await sessions.remove('eip155:1', ADDRESS)
    expect(await sessions.find('eip155:1', ADDRESS)).toEqual([])
    expect(loud(logger)).toEqual([])
  })
})
