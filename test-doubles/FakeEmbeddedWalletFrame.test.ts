import { describe, expect, it } from 'vitest'
import { FRAME_READY_DELAY_MS } from '../core/embedded/frameDefaults.js'
import { BaseError } from '../core/errors/BaseError.js'
import { FrameError } from '../core/embedded/FrameError.js'
import { MESSAGES } from '../core/errors/messages.js'
import type { FrameEvent } from '../ports/EmbeddedWalletFrame.js'
import { FAKE_EMBEDDED_USER, FAKE_OTP, FakeEmbeddedWalletFrame } from './FakeEmbeddedWalletFrame.js'
import { ManualClock } from './ManualClock.js'
import { describeEmbeddedWalletFrameContract, type EmbeddedWalletFrameHarness } from './contracts/describeEmbeddedWalletFrameContract.js'

const harnessFor = (frame: FakeEmbeddedWalletFrame): Omit<EmbeddedWalletFrameHarness, 'load'> => ({
  frame,
  replyNext: (type, payload) => frame.replyNext(type, payload),
  replyNextWithError: (type, message) => frame.failNext(type, message),
  holdNext: (type) => {
    frame.holdNext(type)
  },
  sendEvent: (event) => frame.emit(event),
})

describeEmbeddedWalletFrameContract('FakeEmbeddedWalletFrame', () => harnessFor(new FakeEmbeddedWalletFrame()))

describeEmbeddedWalletFrameContract('FakeEmbeddedWalletFrame with a ManualClock', () => {
  const clock = new ManualClock()
  return {
    ...harnessFor(new FakeEmbeddedWalletFrame({ clock })),
    load: async (frame) => {
      const loading = frame.load()
      await clock.advanceAsync(FRAME_READY_DELAY_MS)
      await loading
    },
  }
})

const loadedFrame = async (options: ConstructorParameters<typeof FakeEmbeddedWalletFrame>[0] = {}): Promise<FakeEmbeddedWalletFrame> => {
  const frame = new FakeEmbeddedWalletFrame(options)
  await frame.load()
  return frame
}

const caught = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('FakeEmbeddedWalletFrame', () => {
  it('default: signed out; IS_CONNECTED false; GET_USER is an error reply', async () => {
    const frame = await loadedFrame()

    await expect(frame.request({ type: 'IS_CONNECTED' })).resolves.toEqual({ isConnected: false })
    await expect(frame.request({ type: 'GET_USER' })).rejects.toMatchObject({ shortMessage: 'User is not signed in' })
  })

  it('parameters: user: signed in; GET_USER answers the user on the asked chain', async () => {
    const frame = await loadedFrame({ user: FAKE_EMBEDDED_USER })

    await expect(frame.request({ type: 'IS_CONNECTED' })).resolves.toEqual({ isConnected: true })
    await expect(frame.request({ type: 'GET_USER', payload: { chainId: 137 } })).resolves.toEqual({ ...FAKE_EMBEDDED_USER, chainId: 137 })
    expect(frame.chainId).toBe(137)
  })

  it('behavior: email login: CONNECT_EMAIL → VERIFY_OTP, CONNECT_OTP with the code signs in', async () => {
    const frame = await loadedFrame()

    await expect(frame.request({ type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } })).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(frame.request({ type: 'CONNECT_OTP', payload: { otp: '000000' } })).rejects.toMatchObject({ shortMessage: 'Invalid code' })
    await frame.request({ type: 'CONNECT_OTP', payload: { otp: FAKE_OTP } })

    expect(frame.user).toMatchObject({ email: 'a@example.com', chainId: 1, preferredAccountType: 'smartAccount' })
    await expect(frame.request({ type: 'IS_CONNECTED' })).resolves.toEqual({ isConnected: true })
  })

  it('behavior: CONNECT_EMAIL rejects an invalid email; CONNECT_OTP without an email login is an error', async () => {
    const frame = await loadedFrame()

    await expect(frame.request({ type: 'CONNECT_EMAIL', payload: { email: 'nope' } })).rejects.toMatchObject({ shortMessage: 'Invalid email' })
    await expect(frame.request({ type: 'CONNECT_OTP', payload: { otp: FAKE_OTP } })).rejects.toBeInstanceOf(BaseError)
  })

  it('behavior: SIGN_OUT signs out; SWITCH_NETWORK and GET_CHAIN_ID follow the chain', async () => {
    const frame = await loadedFrame({ user: FAKE_EMBEDDED_USER })

    await expect(frame.request({ type: 'SWITCH_NETWORK', payload: { chainId: 8453 } })).resolves.toEqual({ chainId: 8453 })
    await expect(frame.request({ type: 'GET_CHAIN_ID' })).resolves.toEqual({ chainId: 8453 })
    await frame.request({ type: 'SIGN_OUT' })

    expect(frame.user).toBeUndefined()
  })

  it('behavior: RPC_REQUEST answers accounts, chain id, signatures; an unknown method is an error reply', async () => {
    const frame = await loadedFrame({ user: FAKE_EMBEDDED_USER })
    const rpc = (method: string, params: unknown[] = []) => frame.request({ type: 'RPC_REQUEST', payload: { method, params } })

    await expect(rpc('eth_accounts')).resolves.toEqual([FAKE_EMBEDDED_USER.address])
    await expect(rpc('eth_chainId')).resolves.toBe('0x1')
    await expect(rpc('personal_sign', ['hello', FAKE_EMBEDDED_USER.address])).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    await expect(rpc('eth_sendTransaction', [{ to: '0x0' }])).resolves.toMatch(/^0x[0-9a-f]{64}$/)
    await expect(rpc('eth_mine')).rejects.toMatchObject({ shortMessage: 'Unsupported method: eth_mine' })
  })

  it('behavior: SET_PREFERRED_ACCOUNT switches the address to that account type', async () => {
    const frame = await loadedFrame({ user: FAKE_EMBEDDED_USER })
    const eoa = FAKE_EMBEDDED_USER.accounts?.find((account) => account.type === 'eoa')?.address

    await expect(frame.request({ type: 'SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } })).resolves.toEqual({ type: 'eoa', address: eoa })
    expect(frame.user).toMatchObject({ preferredAccountType: 'eoa', address: eoa })
  })

  it('behavior: UPDATE_EMAIL flow changes the email after both OTPs', async () => {
    const frame = await loadedFrame({ user: FAKE_EMBEDDED_USER })

    await expect(frame.request({ type: 'UPDATE_EMAIL', payload: { email: 'new@example.com' } })).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    await frame.request({ type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: FAKE_OTP } })
    await expect(frame.request({ type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: FAKE_OTP } })).resolves.toEqual({ newEmail: 'new@example.com' })

    expect(frame.user?.email).toBe('new@example.com')
  })

  it('parameters: smartAccountEnabledNetworks', async () => {
    const frame = await loadedFrame({ smartAccountEnabledNetworks: [1, 8453] })

    await expect(frame.request({ type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS' })).resolves.toEqual({ smartAccountEnabledNetworks: [1, 8453] })
  })

  it('handle: replaces a default handler; a thrown error becomes an error reply with its message', async () => {
    const frame = (await loadedFrame()).handle('GET_FARCASTER_URI', () => {
      throw new Error('Farcaster is down')
    })
    frame.handle('GET_SOCIAL_REDIRECT_URI', (payload) => ({ uri: `https://custom/${JSON.stringify(payload)}` }))

    await expect(frame.request({ type: 'GET_FARCASTER_URI' })).rejects.toMatchObject({ shortMessage: 'Farcaster is down' })
    await expect(frame.request({ type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'x' } })).resolves.toEqual({ uri: 'https://custom/{"provider":"x"}' })
  })

  it('replyNext / failNext: one-shot, then the handler answers again', async () => {
    const frame = (await loadedFrame()).replyNext('IS_CONNECTED', { isConnected: true }).failNext('IS_CONNECTED', 'flaky')

    await expect(frame.request({ type: 'IS_CONNECTED' })).resolves.toEqual({ isConnected: true })
    await expect(frame.request({ type: 'IS_CONNECTED' })).rejects.toMatchObject({ shortMessage: 'flaky' })
    await expect(frame.request({ type: 'IS_CONNECTED' })).resolves.toEqual({ isConnected: false })
  })

  it('holdNext: the request waits until the test replies', async () => {
    const frame = await loadedFrame()
    const held = frame.holdNext('CONNECT_SOCIAL')

    const pending = frame.request({ type: 'CONNECT_SOCIAL', payload: { uri: 'x' } })
    await held.whenReached

    expect(frame.pendingRequests).toBe(1)
    held.reply({ ok: 1 })
    await expect(pending).resolves.toEqual({ ok: 1 })
    expect(frame.pendingRequests).toBe(0)
  })

  it('holdNext: replyError rejects with the message, or the default text', async () => {
    const frame = await loadedFrame()
    const first = frame.holdNext('GET_USER')
    const second = frame.holdNext('GET_USER')

    const a = caught(frame.request({ type: 'GET_USER' }))
    const b = caught(frame.request({ type: 'GET_USER' }))
    first.replyError('nope')
    second.replyError()

    expect(await a).toMatchObject({ shortMessage: 'nope' })
    expect(await b).toMatchObject({ shortMessage: MESSAGES.FRAME_ERROR_REPLY })
  })

  it('requests / requestsOf: records every request', async () => {
    const frame = await loadedFrame()

    await frame.request({ type: 'SYNC_THEME', payload: { themeMode: 'dark' } })
    await frame.request({ type: 'IS_CONNECTED' })

    expect(frame.requests).toEqual([{ type: 'SYNC_THEME', payload: { themeMode: 'dark' } }, { type: 'IS_CONNECTED' }])
    expect(frame.requestsOf('SYNC_THEME')).toEqual([{ themeMode: 'dark' }])
  })

  it('request: before load rejects with a typed error (a frame that is not there cannot answer)', async () => {
    await expect(new FakeEmbeddedWalletFrame().request({ type: 'IS_CONNECTED' })).rejects.toBeInstanceOf(BaseError)
  })

  it('load: emits READY once, however often it is called', async () => {
    const frame = new FakeEmbeddedWalletFrame()
    const events: FrameEvent[] = []
    frame.onEvent((event) => events.push(event))

    await Promise.all([frame.load(), frame.load()])
    await frame.load()

    expect(events).toEqual([{ type: 'READY' }])
    expect(frame.loaded).toBe(true)
  })

  it('parameters: clock: load resolves only after the ready delay, in virtual time', async () => {
    const clock = new ManualClock()
    const frame = new FakeEmbeddedWalletFrame({ clock })
    let loaded = false

    const loading = frame.load().then(() => {
      loaded = true
    })
    await clock.advanceAsync(FRAME_READY_DELAY_MS - 1)
    expect(loaded).toBe(false)
    await clock.advanceAsync(1)
    await loading

    expect(loaded).toBe(true)
  })

  it('parameters: clock: timeoutMs rejects a held request when time runs out', async () => {
    const clock = new ManualClock()
    const frame = new FakeEmbeddedWalletFrame({ clock, readyDelayMs: 0 })
    const loading = frame.load()
    await clock.advanceAsync(0)
    await loading
    frame.holdNext('CONNECT_EMAIL')

    const pending = caught(frame.request({ type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } }, { timeoutMs: 30_000 }))
    await clock.advanceAsync(30_000)

    expect(await pending).toBeInstanceOf(FrameError)
    expect(await pending).toMatchObject({ kind: 'requestTimeout', alertCode: 'APKT004', shortMessage: MESSAGES.FRAME_REQUEST_TIMEOUT })
    expect(frame.pendingRequests).toBe(0)
  })

  it('failNextLoad: load rejects; the next load works', async () => {
    const frame = new FakeEmbeddedWalletFrame().failNextLoad()

    await expect(frame.load()).rejects.toMatchObject({ name: 'FrameError', kind: 'loadFailed', shortMessage: MESSAGES.FRAME_LOAD_FAILED })
    await expect(frame.load()).resolves.toBeUndefined()
  })

  it('load: an aborted signal rejects with an abort error', async () => {
    const controller = new AbortController()
    controller.abort()

    await expect(new FakeEmbeddedWalletFrame().load({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('destroy: later requests, loads and subscriptions are refused or inert', async () => {
    const frame = await loadedFrame()

    frame.destroy()

    expect(frame.destroyed).toBe(true)
    expect(frame.listenerCount).toBe(0)
    await expect(frame.request({ type: 'IS_CONNECTED' })).rejects.toBeInstanceOf(BaseError)
    await expect(frame.load()).rejects.toBeInstanceOf(BaseError)
    frame.onEvent(() => undefined)
    expect(frame.listenerCount).toBe(0)
  })
})
