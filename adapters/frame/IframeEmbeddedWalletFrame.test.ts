// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameError } from '../../core/embedded/FrameError.js'
import { AbortedError } from '../../core/errors/AbortedError.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { MESSAGES } from '../../core/errors/messages.js'
import type { FrameEvent } from '../../ports/EmbeddedWalletFrame.js'
import { describeEmbeddedWalletFrameContract } from '../../test-doubles/contracts/describeEmbeddedWalletFrameContract.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { ScriptedFramePeer } from '../../tests/support/ScriptedFramePeer.js'
import { IframeEmbeddedWalletFrame, type IframeEmbeddedWalletFrameOptions } from './IframeEmbeddedWalletFrame.js'

const FRAME_URL = 'https://frame.example/embedded?projectId=p1'
const FRAME_ORIGIN = 'https://frame.example'

const setup = (options: Partial<IframeEmbeddedWalletFrameOptions> = {}) => {
  const clock = new ManualClock()
  let count = 0
  const frame = new IframeEmbeddedWalletFrame({ url: FRAME_URL, clock, randomId: () => `id-${++count}`, ...options })
  const peer = new ScriptedFramePeer({ origin: FRAME_ORIGIN })
  return { clock, frame, peer }
}

const loaded = async (options: Partial<IframeEmbeddedWalletFrameOptions> = {}) => {
  const parts = setup(options)
  const loading = parts.frame.load()
  parts.peer.attach(parts.frame.element).sendReady()
  await parts.clock.advanceAsync(500)
  await loading
  return parts
}

const outcome = (promise: Promise<unknown>) => {
  const state: { settled: boolean; value?: unknown; error?: unknown } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  )
  return state
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}

afterEach(() => {
  document.body.replaceChildren()
})

describeEmbeddedWalletFrameContract('IframeEmbeddedWalletFrame (jsdom, scripted frame window)', () => {
  const { clock, frame, peer } = setup()
  return {
    frame,
    replyNext: (type, payload) => peer.replyNext(type, payload),
    replyNextWithError: (type, message) => peer.failNext(type, message),
    holdNext: (type) => peer.holdNext(type),
    sendEvent: (event) => peer.send({ type: `@w3m-frame/${event.type}`, ...('payload' in event ? { payload: event.payload } : {}) }),
    load: async (loading) => {
      const done = loading.load()
      peer.attach(frame.element).sendReady()
      await clock.advanceAsync(500)
      await done
    },
    teardown: () => {
      frame.destroy()
      document.body.replaceChildren()
    },
  }
})

describe('IframeEmbeddedWalletFrame: the frame element', () => {
  it('default: no iframe before load()', () => {
    const { frame } = setup()

    expect(document.querySelector('iframe')).toBeNull()
    expect(frame.element).toBeUndefined()
  })

  it('load: one hidden iframe with the frame URL, the sandbox, the referrer policy and an allow list', () => {
    const { frame } = setup()

    void frame.load()
    void frame.load()

    const iframes = document.querySelectorAll('iframe')
    expect(iframes).toHaveLength(1)
    const element = iframes[0]!
    expect(element.getAttribute('src')).toBe(FRAME_URL)
    expect(element.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms')
    expect(element.getAttribute('referrerpolicy')).toBe('strict-origin')
    expect(element.getAttribute('allow')).toBe('clipboard-write')
    expect(element.getAttribute('title')).toBe('Embedded wallet')
    expect(element.style.display).toBe('none')
    frame.destroy()
  })

  it('parameters: document: the iframe goes into the given document', () => {
    const hostFrame = document.body.appendChild(document.createElement('iframe'))
    const other = hostFrame.contentDocument!
    const { frame } = setup({ document: other })

    void frame.load()

    expect(other.querySelectorAll('iframe')).toHaveLength(1)
    expect([...document.querySelectorAll('iframe')]).toEqual([hostFrame])
    frame.destroy()
  })

  it('parameters: url: a relative or opaque-origin URL is refused at construction', () => {
    expect(() => new IframeEmbeddedWalletFrame({ url: '/frame' })).toThrow(BaseError)
    expect(() => new IframeEmbeddedWalletFrame({ url: 'data:text/html,hi' })).toThrow(/http\(s\) origin/)
  })
})

describe('IframeEmbeddedWalletFrame: handshake', () => {
  it('behavior: load resolves 500 ms after READY, not before', async () => {
    const { clock, frame, peer } = setup()
    const events: FrameEvent[] = []
    frame.onEvent((event) => events.push(event))
    const loading = outcome(frame.load())
    peer.attach(frame.element)

    await clock.advanceAsync(10_000)
    peer.sendReady()
    await clock.advanceAsync(499)
    expect(loading.settled).toBe(false)
    await clock.advanceAsync(1)

    expect(loading).toEqual({ settled: true, value: undefined })
    expect(events).toEqual([{ type: 'READY' }])
  })

  it(`behavior: no READY within 20 s rejects with '${MESSAGES.FRAME_LOAD_FAILED}' and removes the iframe`, async () => {
    const { clock, frame, peer } = setup()
    const loading = outcome(frame.load())
    peer.attach(frame.element)

    await clock.advanceAsync(19_999)
    expect(loading.settled).toBe(false)
    await clock.advanceAsync(1)

    expect(loading.error).toBeInstanceOf(FrameError)
    expect(loading.error).toMatchObject({ kind: 'loadFailed', shortMessage: MESSAGES.FRAME_LOAD_FAILED, alertCode: 'APKT003' })
    expect(document.querySelector('iframe')).toBeNull()
    expect(frame.element).toBeUndefined()
  })

  it('behavior: a load that timed out can be retried with a fresh iframe', async () => {
    const { clock, frame } = setup()
    const first = outcome(frame.load())
    await clock.advanceAsync(20_000)
    expect(first.error).toBeInstanceOf(FrameError)

    const second = outcome(frame.load())
    const peer = new ScriptedFramePeer({ origin: FRAME_ORIGIN }).attach(frame.element)
    peer.sendReady()
    await clock.advanceAsync(500)

    expect(second).toEqual({ settled: true, value: undefined })
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
  })

  it('behavior: READY from another origin or another window does not count', async () => {
    const { clock, frame, peer } = setup()
    const loading = outcome(frame.load())
    peer.attach(frame.element)
    const stranger = document.body.appendChild(document.createElement('iframe')).contentWindow

    peer.send({ type: '@w3m-frame/READY' }, { origin: 'https://evil.example' })
    peer.send({ type: '@w3m-frame/READY' }, { source: stranger })
    peer.send({ type: '@w3m-frame/READY' }, { source: window })
    await clock.advanceAsync(20_000)

    expect(loading.error).toMatchObject({ kind: 'loadFailed' })
  })

  it('parameters: signal: an abort rejects the load with AbortedError and removes the iframe', async () => {
    const { frame } = setup()
    const controller = new AbortController()
    const loading = frame.load({ signal: controller.signal })

    controller.abort()

    await expect(loading).rejects.toBeInstanceOf(AbortedError)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('behavior: destroy during the load rejects it', async () => {
    const { frame } = setup()
    const loading = frame.load()

    frame.destroy()

    await expect(loading).rejects.toMatchObject({ kind: 'loadFailed' })
    await expect(frame.load()).rejects.toMatchObject({ kind: 'loadFailed' })
  })
})

describe('IframeEmbeddedWalletFrame: requests', () => {
  it('default: posts { type, payload, id } to the frame origin and resolves with the reply payload', async () => {
    const { frame, peer } = await loaded()
    peer.replyNext('GET_USER', { address: '0xa1' })

    const user = await frame.request({ type: 'GET_USER', payload: { chainId: 1 } })

    expect(user).toEqual({ address: '0xa1' })
    expect(peer.posted).toEqual([{ message: { type: '@w3m-app/GET_USER', payload: { chainId: 1 }, id: 'id-1' }, targetOrigin: FRAME_ORIGIN }])
  })

  it('behavior: a request before load() rejects without posting', async () => {
    const { frame } = setup()

    await expect(frame.request({ type: 'GET_USER' })).rejects.toThrow(/before load\(\) resolved/)
  })

  it('parameters: randomId: the default ids are random UUIDs', async () => {
    const { frame, peer } = await loaded({ randomId: undefined })
    peer.holdNext('GET_USER').holdNext('GET_USER')

    outcome(frame.request({ type: 'GET_USER' }))
    outcome(frame.request({ type: 'GET_USER' }))

    const [first, second] = peer.posted.map((post) => post.message.id)
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(second).not.toBe(first)
    frame.destroy()
  })

  it(`behavior: an error reply rejects with its message, or '${MESSAGES.FRAME_ERROR_REPLY}'`, async () => {
    const { frame, peer } = await loaded()
    peer.failNext('CONNECT_OTP', 'Invalid code').failNext('GET_USER')

    await expect(frame.request({ type: 'CONNECT_OTP', payload: { otp: '000000' } })).rejects.toMatchObject({ kind: 'errorReply', shortMessage: 'Invalid code' })
    await expect(frame.request({ type: 'GET_USER' })).rejects.toMatchObject({ kind: 'errorReply', shortMessage: MESSAGES.FRAME_ERROR_REPLY })
  })

  it.each(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'] as const)(
    'behavior: %s times out after 30 s with the request-timeout alert',
    async (type) => {
      const { clock, frame } = await loaded()
      const pending = outcome(frame.request({ type }))

      await clock.advanceAsync(29_999)
      expect(pending.settled).toBe(false)
      await clock.advanceAsync(1)

      expect(pending.error).toBeInstanceOf(FrameError)
      expect(pending.error).toMatchObject({ kind: 'requestTimeout', shortMessage: MESSAGES.FRAME_REQUEST_TIMEOUT, alertCode: 'APKT004' })
      expect(frame.pendingRequests).toBe(0)
    },
  )

  it('behavior: other requests have no timer unless given one; timeoutMs sets it', async () => {
    const { clock, frame } = await loaded()
    const userless = outcome(frame.request({ type: 'GET_USER' }))
    const signOut = outcome(frame.request({ type: 'SIGN_OUT' }, { timeoutMs: 3_000 }))

    await clock.advanceAsync(3_000)
    expect(signOut.error).toMatchObject({ kind: 'requestTimeout' })
    await clock.advanceAsync(600_000)

    expect(userless.settled).toBe(false)
    frame.destroy()
  })

  it('behavior: one request timing out leaves the others to settle', async () => {
    const { clock, frame, peer } = await loaded()
    const email = outcome(frame.request({ type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } }))
    const user = outcome(frame.request({ type: 'GET_USER' }))
    const chain = outcome(frame.request({ type: 'GET_CHAIN_ID' }, { timeoutMs: 60_000 }))

    await clock.advanceAsync(30_000)
    peer.send({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'id-2', payload: { address: '0xa1' } })
    peer.send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'id-3', payload: { chainId: 1 } })
    await flush()

    expect(email.error).toMatchObject({ kind: 'requestTimeout' })
    expect(user.value).toEqual({ address: '0xa1' })
    expect(chain.value).toEqual({ chainId: 1 })
  })

  it('behavior: a replayed reply does nothing', async () => {
    const { frame, peer } = await loaded()
    const first = frame.request({ type: 'GET_USER' })
    peer.send({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'id-1', payload: { address: '0xa1' } })
    await expect(first).resolves.toEqual({ address: '0xa1' })

    const second = outcome(frame.request({ type: 'GET_USER' }))
    peer.send({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'id-1', payload: { address: '0xbad' } })
    peer.send({ type: '@w3m-frame/GET_USER_ERROR', id: 'id-1', payload: { message: 'replayed' } })
    await flush()

    expect(second.settled).toBe(false)
    expect(frame.pendingRequests).toBe(1)
    peer.send({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'id-2', payload: { address: '0xa2' } })
    await flush()
    expect(second.value).toEqual({ address: '0xa2' })
  })

  it('behavior: targetOrigin is the frame origin on every post, never *', async () => {
    const { frame, peer } = await loaded()
    const controller = new AbortController()
    peer.replyNext('GET_USER', {})
    await frame.request({ type: 'GET_USER' })
    const rpc = frame.request({ type: 'RPC_REQUEST', payload: { method: 'personal_sign' } }, { signal: controller.signal })
    controller.abort()
    await expect(rpc).rejects.toBeInstanceOf(FrameError)

    expect(peer.posted.map((post) => post.message.type)).toEqual(['@w3m-app/GET_USER', '@w3m-app/RPC_REQUEST', '@w3m-app/RPC_ABORT'])
    expect(peer.posted.every((post) => post.targetOrigin === FRAME_ORIGIN)).toBe(true)
  })
})

describe('IframeEmbeddedWalletFrame: which replies count', () => {
  // Each breaks one rule for the first request (CONNECT_EMAIL, id-1); each must be ignored.
  const forgeries: ReadonlyArray<readonly [string, (peer: ScriptedFramePeer) => void]> = [
    ['wrong origin', (peer) => peer.send({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'id-1', payload: { action: 'CONNECT' } }, { origin: 'https://evil.example' })],
    ['a look-alike origin', (peer) => peer.send({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'id-1', payload: { action: 'CONNECT' } }, { origin: 'https://frame.example.evil.example' })],
    [
      'wrong source window',
      (peer) => {
        const stranger = document.body.appendChild(document.createElement('iframe')).contentWindow
        peer.send({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'id-1', payload: { action: 'CONNECT' } }, { source: stranger })
      },
    ],
    ['no source window', (peer) => peer.send({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'id-1', payload: { action: 'CONNECT' } }, { source: null })],
    ['wrong prefix', (peer) => peer.send({ type: '@w3m-app/CONNECT_EMAIL_SUCCESS', id: 'id-1', payload: { action: 'CONNECT' } })],
    ['unknown id', (peer) => peer.send({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'id-999', payload: { action: 'CONNECT' } })],
    ['wrong type for the id', (peer) => peer.send({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'id-1', payload: { address: '0xa1' } })],
    ['an unknown request type', (peer) => peer.send({ type: '@w3m-frame/STEAL_KEYS_SUCCESS', id: 'id-1', payload: {} })],
    ['a bad envelope (numeric id)', (peer) => peer.send({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 1, payload: { action: 'CONNECT' } })],
    ['a bad error payload', (peer) => peer.send({ type: '@w3m-frame/CONNECT_EMAIL_ERROR', id: 'id-1', payload: { message: 42 } })],
    ['not an object', (peer) => peer.send('@w3m-frame/CONNECT_EMAIL_SUCCESS')],
  ]

  it.each(forgeries)('behavior: %s → ignored; the request still times out cleanly', async (_name, forge) => {
    const { clock, frame, peer } = await loaded()
    const pending = outcome(frame.request({ type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } }))

    forge(peer)
    await flush()
    expect(pending.settled).toBe(false)
    await clock.advanceAsync(30_000)

    expect(pending.error).toMatchObject({ kind: 'requestTimeout' })
    expect(frame.pendingRequests).toBe(0)
  })

  it('behavior: a forged SESSION_UPDATE from another origin is not heard', async () => {
    const { frame, peer } = await loaded()
    const heard: FrameEvent[] = []
    frame.onEvent((event) => heard.push(event))

    peer.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged' } }, { origin: 'https://evil.example' })
    peer.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'real' } })

    expect(heard).toEqual([{ type: 'SESSION_UPDATE', payload: { token: 'real' } }])
  })
})

describe('IframeEmbeddedWalletFrame: abort and destroy', () => {
  it(`parameters: signal: RPC rejects with '${MESSAGES.FRAME_RPC_ABORTED}' and posts RPC_ABORT; others '${MESSAGES.FRAME_REQUEST_ABORTED}' without it`, async () => {
    const { frame, peer } = await loaded()
    const controller = new AbortController()
    const rpc = frame.request({ type: 'RPC_REQUEST', payload: { method: 'eth_sendTransaction' } }, { signal: controller.signal })
    const email = frame.request({ type: 'CONNECT_EMAIL' }, { signal: controller.signal })

    controller.abort()

    await expect(rpc).rejects.toMatchObject({ kind: 'aborted', shortMessage: MESSAGES.FRAME_RPC_ABORTED })
    await expect(email).rejects.toMatchObject({ kind: 'aborted', shortMessage: MESSAGES.FRAME_REQUEST_ABORTED })
    expect(peer.postedOf('@w3m-app/RPC_ABORT')).toEqual([{ message: { type: '@w3m-app/RPC_ABORT', payload: { id: 'id-1' }, id: 'id-3' }, targetOrigin: FRAME_ORIGIN }])
    expect(frame.pendingRequests).toBe(0)
  })

  it('parameters: signal: an already aborted signal rejects without posting', async () => {
    const { frame, peer } = await loaded()

    await expect(frame.request({ type: 'GET_USER' }, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' })
    expect(peer.posted).toEqual([])
  })

  it('behavior: destroy rejects every pending request, removes the iframe and the message listener', async () => {
    const { frame, peer } = await loaded()
    const removed = vi.spyOn(window, 'removeEventListener')
    const rpc = outcome(frame.request({ type: 'RPC_REQUEST', payload: { method: 'personal_sign' } }))
    const user = outcome(frame.request({ type: 'GET_USER' }))

    frame.destroy()
    peer.send({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'id-2', payload: {} })
    await flush()

    expect(rpc.error).toMatchObject({ kind: 'aborted', shortMessage: MESSAGES.FRAME_RPC_ABORTED })
    expect(user.error).toMatchObject({ kind: 'aborted', shortMessage: MESSAGES.FRAME_REQUEST_ABORTED })
    expect(document.querySelector('iframe')).toBeNull()
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function))
    await expect(frame.request({ type: 'GET_USER' })).rejects.toBeInstanceOf(FrameError)
    removed.mockRestore()
  })
})

describe('IframeEmbeddedWalletFrame: show and hide', () => {
  it('behavior: show puts a 360×600 frame over the modal on a wide screen; hide hides it', async () => {
    const { frame } = await loaded()
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024)

    frame.show()

    const style = frame.element!.style
    expect([style.display, style.position, style.width, style.height, style.zIndex]).toEqual(['block', 'fixed', '360px', '600px', '1001'])
    expect(frame.visible).toBe(true)
    frame.hide()
    expect(style.display).toBe('none')
    expect(frame.visible).toBe(false)
    vi.restoreAllMocks()
  })

  it('behavior: on a screen ≤ 430 px it is a full-width sheet at the bottom, and follows resizes', async () => {
    const { frame } = await loaded()
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)

    frame.show()
    const style = frame.element!.style
    expect([style.width, style.bottom, style.left]).toEqual(['100%', '0px', '0px'])

    width.mockReturnValue(800)
    window.dispatchEvent(new Event('resize'))
    expect(style.width).toBe('360px')
    vi.restoreAllMocks()
  })

  it('parameters: placement: a fixed placement ignores the screen width', async () => {
    const { frame } = await loaded()
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024)

    frame.show({ placement: 'bottom' })

    expect(frame.element!.style.width).toBe('100%')
    vi.restoreAllMocks()
  })

  it('behavior: show before load throws', () => {
    const { frame } = setup()

    expect(() => frame.show()).toThrow(BaseError)
  })
})
