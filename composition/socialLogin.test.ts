import { describe, expect, it, vi } from 'vitest'
import { EMBEDDED_STORAGE_KEYS } from '../core/embedded/embeddedStorageKeys.js'
import type { SocialPopup } from '../core/embedded/SocialPopup.js'
import { SocialLoginError } from '../core/embedded/SocialLoginError.js'
import { mainnet, polygon } from '../core/network/presets.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { RecordingTelemetry } from '../test-doubles/RecordingTelemetry.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

function setup(options: { readonly analytics?: boolean } = {}) {
  const frame = new FakeEmbeddedWalletFrame()
  const storage = new InMemoryStorage()
  const telemetry = new RecordingTelemetry()
  const walletport = createWalletport(
    { networks: [mainnet, polygon], projectId: 'p1', features: { email: true, socials: ['google', 'github'], analytics: options.analytics ?? true } },
    { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })], embeddedWalletFrame: frame, storage, clock: new ManualClock(), telemetry },
  )
  const events: WalletportEvent[] = []
  walletport.events$.subscribe((event) => events.push(event))
  return { walletport, frame, storage, events, telemetry }
}

/** A popup the test plays: where it was sent, whether it was closed, and its result to settle. */
function popup() {
  let settle: { resolve: (value: string) => void; reject: (error: unknown) => void } | undefined
  const result = new Promise<string>((resolve, reject) => (settle = { resolve, reject }))
  const state = { url: undefined as string | undefined, closed: false }
  const port: SocialPopup = { goTo: (url) => void (state.url = url), result, close: () => void (state.closed = true) }
  return { port, state, resolve: (value: string) => settle?.resolve(value), reject: (error: unknown) => settle?.reject(error) }
}

describe('social login (core use case over the frame)', () => {
  it('default: GET_SOCIAL_REDIRECT_URI → the popup goes there → its handle → CONNECT_SOCIAL → GET_USER; connected, SOCIAL_LOGIN_SUCCESS tracked, popup closed', async () => {
    const { walletport, frame, storage, telemetry } = setup()
    await walletport.ready
    const window = popup()
    const connecting = walletport.connectSocial({ provider: 'github', popup: window.port })
    await vi.waitFor(() => expect(window.state.url).toBeDefined())
    expect(window.state.url).toMatch(/^https:\/\/auth\.example\/github\?state=/)
    window.resolve('result-handle-1')

    const connected = await connecting

    expect(frame.requestsOf('GET_SOCIAL_REDIRECT_URI')).toEqual([{ provider: 'github' }])
    expect(frame.requestsOf('CONNECT_SOCIAL')).toEqual([expect.objectContaining({ uri: 'result-handle-1', chainId: 1 })])
    expect(frame.requestsOf('GET_USER').length).toBeGreaterThan(0)
    expect(connected.address).toBe(walletport.getAccount().address)
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', socialProvider: 'github', user: { username: 'fake_social_user' } })
    await vi.waitFor(() => expect(telemetry.events.find((event) => event.props.event === 'SOCIAL_LOGIN_SUCCESS')?.props).toMatchObject({ properties: { provider: 'github' } }))
    expect(await storage.get(EMBEDDED_STORAGE_KEYS.socialUsername)).toBe('fake_social_user')
    expect(window.state.closed).toBe(true)
  })

  it('parameters: with analytics off, SOCIAL_LOGIN_SUCCESS is not sent', async () => {
    const { walletport, telemetry } = setup({ analytics: false })
    await walletport.ready
    const window = popup()
    window.resolve('result-handle-2')
    await walletport.connectSocial({ provider: 'google', popup: window.port })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(telemetry.eventNames()).not.toContain('SOCIAL_LOGIN_SUCCESS')
  })

  it('fault: a popup closed by the visitor rejects with popupClosed; nothing is connected, no success event', async () => {
    const { walletport, frame, telemetry } = setup()
    await walletport.ready
    const window = popup()
    const connecting = walletport.connectSocial({ provider: 'google', popup: window.port })
    window.reject(new SocialLoginError('popupClosed'))
    await expect(connecting).rejects.toMatchObject({ kind: 'popupClosed' })
    expect(frame.requestsOf('CONNECT_SOCIAL')).toEqual([])
    expect(walletport.getAccount().status).not.toBe('connected')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(telemetry.eventNames()).not.toContain('SOCIAL_LOGIN_SUCCESS')
    expect(window.state.closed).toBe(true)
  })

  it('bad input: only the spec providers go to the frame (farcaster has its own flow)', async () => {
    const { walletport, frame } = setup()
    await walletport.ready
    const window = popup()
    await expect(walletport.connectSocial({ provider: 'farcaster', popup: window.port })).rejects.toBeInstanceOf(SocialLoginError)
    expect(frame.requestsOf('GET_SOCIAL_REDIRECT_URI')).toEqual([])
    expect(window.state.closed).toBe(true)
  })

  it('fault: a frame refusal of the handle (expired, reused) rejects and leaves the account disconnected', async () => {
    const { walletport, frame } = setup()
    frame.handle('CONNECT_SOCIAL', () => {
      throw new Error('This sign-in result has expired or was already used: sign in again.')
    })
    await walletport.ready
    const window = popup()
    window.resolve('stale')
    await expect(walletport.connectSocial({ provider: 'google', popup: window.port })).rejects.toThrow('expired or was already used')
    expect(walletport.getAccount().status).not.toBe('connected')
  })
})
