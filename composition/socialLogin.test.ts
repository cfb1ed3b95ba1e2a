import { describe, expect, it, vi } from 'vitest'
import { EMBEDDED_STORAGE_KEYS } from '../core/embedded/embeddedStorageKeys.js'
import type { SocialPopup } from '../core/embedded/SocialPopup.js'
import { PENDING_SOCIAL_PROVIDER_KEY } from '../core/embedded/socialLogin.js'
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

  it('behavior: a top-level login (Telegram mini app) sends the return URL, stores the provider before leaving, and never settles', async () => {
    const { walletport, frame, storage } = setup()
    await walletport.ready
    const gone: string[] = []
    const top: SocialPopup = { returnUrl: 'https://dapp.example/tg?x=1', goTo: (url) => void gone.push(url), result: new Promise<string>(() => undefined), close: () => undefined }
    void walletport.connectSocial({ provider: 'github', popup: top })
    await vi.waitFor(() => expect(gone).toHaveLength(1))
    expect(frame.requestsOf('GET_SOCIAL_REDIRECT_URI')).toEqual([{ provider: 'github', returnUrl: 'https://dapp.example/tg?x=1' }])
    expect(await storage.get(PENDING_SOCIAL_PROVIDER_KEY)).toBe('github')
  })

  it('behavior: on return, connectSocialResult connects with result_uri and clears the stored provider', async () => {
    const { walletport, frame, storage } = setup()
    await storage.set(PENDING_SOCIAL_PROVIDER_KEY, 'google')
    await walletport.ready
    await walletport.connectSocialResult({ resultUri: 'result-handle-tg' })
    expect(frame.requestsOf('CONNECT_SOCIAL')).toEqual([expect.objectContaining({ uri: 'result-handle-tg' })])
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', socialProvider: 'google' })
    expect(await storage.get(PENDING_SOCIAL_PROVIDER_KEY)).toBeUndefined()
  })

  it('fault: a refused result_uri on return rejects, stays disconnected, and still clears the stored provider', async () => {
    const { walletport, frame, storage } = setup()
    frame.handle('CONNECT_SOCIAL', () => {
      throw new Error('This sign-in result has expired or was already used: sign in again.')
    })
    await storage.set(PENDING_SOCIAL_PROVIDER_KEY, 'google')
    await walletport.ready
    await expect(walletport.connectSocialResult({ resultUri: 'stale' })).rejects.toThrow('expired or was already used')
    expect(walletport.getAccount().status).not.toBe('connected')
    expect(await storage.get(PENDING_SOCIAL_PROVIDER_KEY)).toBeUndefined()
  })
})
