import { describe, expect, it, vi } from 'vitest'
import { EMBEDDED_STORAGE_KEYS } from '../core/embedded/embeddedStorageKeys.js'
import { FarcasterLoginError } from '../core/embedded/FarcasterLoginError.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { RecordingTelemetry } from '../test-doubles/RecordingTelemetry.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

function setup() {
  const frame = new FakeEmbeddedWalletFrame()
  const storage = new InMemoryStorage()
  const telemetry = new RecordingTelemetry()
  const walletport = createWalletport(
    { networks: [mainnet, polygon], projectId: 'p1', features: { email: true, socials: ['farcaster', 'google'], analytics: true } },
    { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })], embeddedWalletFrame: frame, storage, clock: new ManualClock(), telemetry },
  )
  return { walletport, frame, storage, telemetry }
}

describe('Sign In With Farcaster (core use case over the frame)', () => {
  it('default: GET_FARCASTER_URI → onUri (and farcasterUrl) → CONNECT_FARCASTER → GET_USER; connected with the Farcaster username, SOCIAL_LOGIN_SUCCESS tracked', async () => {
    const { walletport, frame, storage, telemetry } = setup()
    await walletport.ready
    const uris: string[] = []
    const connected = await walletport.connectFarcaster({ onUri: (url) => uris.push(url) })
    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^https:\/\/farcaster\.example\/connect\?channel=/)
    expect(frame.requestsOf('GET_FARCASTER_URI')).toHaveLength(1)
    expect(frame.requestsOf('CONNECT_FARCASTER')).toHaveLength(1)
    expect(frame.requestsOf('GET_USER').length).toBeGreaterThan(0)
    expect(connected.address).toBe(walletport.getAccount().address)
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', socialProvider: 'farcaster', user: { username: 'fake_farcaster_user' } })
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.socialUsername)).toBe('fake_farcaster_user')
    await vi.waitFor(() => expect(telemetry.events.find((event) => event.props.event === 'SOCIAL_LOGIN_SUCCESS')?.props).toMatchObject({ properties: { provider: 'farcaster' } }))
  })

  it('behavior: aborting while it waits cancels in the frame (RELOAD, then SYNC_DAPP_DATA) and rejects cancelled; nothing connects', async () => {
    const { walletport, frame } = setup()
    await walletport.ready
    frame.handle('CONNECT_FARCASTER', () => new Promise(() => undefined))
    const controller = new AbortController()
    let shownUri: string | undefined
    const connecting = walletport.connectFarcaster({ onUri: (url) => (shownUri = url), signal: controller.signal })
    await vi.waitFor(() => expect(shownUri).toBeDefined())
    await vi.waitFor(() => expect(frame.requestsOf('CONNECT_FARCASTER')).toHaveLength(1))
    const syncsBefore = frame.requestsOf('SYNC_DAPP_DATA').length
    controller.abort()
    await expect(connecting).rejects.toMatchObject({ name: 'FarcasterLoginError', kind: 'cancelled' })
    expect(frame.requestsOf('RELOAD')).toHaveLength(1)
    expect(frame.requestsOf('SYNC_DAPP_DATA')).toHaveLength(syncsBefore + 1)
    const types = frame.requests.map((request) => request.type)
    expect(types.lastIndexOf('SYNC_DAPP_DATA')).toBeGreaterThan(types.lastIndexOf('RELOAD'))
    expect(walletport.getAccount().status).not.toBe('connected')
  })

  it('fault: an expired channel rejects expired (the view offers a new code); another failure keeps its text', async () => {
    const { walletport, frame } = setup()
    await walletport.ready
    frame.handle('CONNECT_FARCASTER', () => {
      throw new Error('This Farcaster code has expired.')
    })
    const expired = walletport.connectFarcaster({ onUri: () => undefined })
    await expect(expired).rejects.toBeInstanceOf(FarcasterLoginError)
    await expect(expired).rejects.toMatchObject({ kind: 'expired' })
    frame.handle('CONNECT_FARCASTER', () => {
      throw new Error('Farcaster sign-in refused: Invalid domain')
    })
    await expect(walletport.connectFarcaster({ onUri: () => undefined })).rejects.toMatchObject({ kind: 'failed', shortMessage: 'Farcaster sign-in refused: Invalid domain' })
    expect(frame.requestsOf('GET_FARCASTER_URI')).toHaveLength(2)
  })
})
