import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { flushMicrotasks } from '../../test-doubles/ManualClock.js'
import { DroppedRequest, FrameRequestError } from './FrameRequestError.js'
import { ParentChannel, type ChannelHost } from './ParentChannel.js'

const APP = 'https://app.example.com'

function setup(options: { referrer?: string; ancestor?: string; allowed?: string[] } = {}) {
  const posted: { message: { type: string; id?: string; payload?: unknown }; origin: string }[] = []
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = { postMessage: (message: unknown, origin: string) => void posted.push({ message: message as never, origin }) }
  const host: ChannelHost = {
    parent,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  }
  let refusals = 0
  const channel = new ParentChannel({
    host,
    origins: { referrer: options.referrer ?? `${APP}/`, ...(options.ancestor ? { ancestorOrigins: [options.ancestor] } : {}) },
    allowedOrigins: options.allowed ?? ['https://*.example.com'],
    refuse: () => void refusals++,
  })
  const send = async (data: unknown, from: { source?: unknown; origin?: string } = {}) => {
    const event = { data, source: 'source' in from ? from.source : parent, origin: from.origin ?? APP } as MessageEvent
    for (const listener of listeners) listener(event)
    await flushMicrotasks()
  }
  return { channel, posted, send, refusals: () => refusals, listeners }
}

describe('ParentChannel', () => {
  it('default: pins the allowed parent origin and posts READY to it only', () => {
    const { channel, posted } = setup()

    expect(channel.start()).toBe('open')

    expect(channel.origin).toBe(APP)
    expect(posted).toEqual([{ message: { type: '@w3m-frame/READY' }, origin: APP }])
  })

  it('parameters: ancestorOrigins wins over the referrer', () => {
    const { channel } = setup({ ancestor: 'https://other.example.com', referrer: `${APP}/` })
    channel.start()
    expect(channel.origin).toBe('https://other.example.com')
  })

  it('behavior: refuses a parent that is not allowed, posts nothing, listens to nothing', () => {
    const { channel, posted, refusals, listeners } = setup({ referrer: 'https://evil.test/' })

    expect(channel.start()).toBe('refused')

    expect(refusals()).toBe(1)
    expect(posted).toEqual([])
    expect(listeners.size).toBe(0)
  })

  it('behavior: refuses when the parent origin is unknown', () => {
    const { channel, posted } = setup({ referrer: '' })
    expect(channel.start()).toBe('refused')
    expect(posted).toEqual([])
  })

  it('behavior: answers a request with _SUCCESS to the pinned origin', async () => {
    const { channel, posted, send } = setup()
    channel.handle('GET_CHAIN_ID', z.unknown(), () => ({ chainId: 10 })).start()

    await send({ type: '@w3m-app/GET_CHAIN_ID', id: 'r1' })

    expect(posted.at(-1)).toEqual({ message: { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'r1', payload: { chainId: 10 } }, origin: APP })
  })

  it.each([
    ['a wrong origin', { type: '@w3m-app/GET_CHAIN_ID', id: 'r1' }, { origin: 'https://evil.test' }],
    ['an allowed but not pinned origin', { type: '@w3m-app/GET_CHAIN_ID', id: 'r1' }, { origin: 'https://other.example.com' }],
    ['a wrong source window', { type: '@w3m-app/GET_CHAIN_ID', id: 'r1' }, { source: {} }],
    ['no source window', { type: '@w3m-app/GET_CHAIN_ID', id: 'r1' }, { source: null }],
    ['an unknown type', { type: '@w3m-app/STEAL_KEYS', id: 'r1' }, {}],
    ['a frame-side type', { type: '@w3m-frame/GET_CHAIN_ID', id: 'r1' }, {}],
    ['an oversized id', { type: '@w3m-app/GET_CHAIN_ID', id: 'x'.repeat(129) }, {}],
    ['a missing id', { type: '@w3m-app/GET_CHAIN_ID' }, {}],
    ['a number id', { type: '@w3m-app/GET_CHAIN_ID', id: 7 }, {}],
    ['not an object', 'GET_CHAIN_ID', {}],
  ])('behavior: ignores %s', async (_name, data, from) => {
    const { channel, posted, send } = setup()
    let calls = 0
    channel.handle('GET_CHAIN_ID', z.unknown(), () => ++calls).start()

    await send(data, from)

    expect(calls).toBe(0)
    expect(posted).toHaveLength(1) // READY only
  })

  it('behavior: a replayed id is dropped, the handler runs once', async () => {
    const { channel, posted, send } = setup()
    let calls = 0
    channel.handle('CONNECT_OTP', z.object({ otp: z.string() }), () => void calls++).start()

    await send({ type: '@w3m-app/CONNECT_OTP', id: 'same', payload: { otp: '123456' } })
    await send({ type: '@w3m-app/CONNECT_OTP', id: 'same', payload: { otp: '123456' } })

    expect(calls).toBe(1)
    expect(posted.filter((post) => post.message.id === 'same')).toHaveLength(1)
  })

  it('behavior: a bad payload gets _ERROR with a message and the handler never runs', async () => {
    const { channel, posted, send } = setup()
    let calls = 0
    channel.handle('CONNECT_OTP', z.object({ otp: z.string().check(z.regex(/^[0-9]{6}$/)) }), () => void calls++).start()

    await send({ type: '@w3m-app/CONNECT_OTP', id: 'r1', payload: { otp: 42 } })

    expect(calls).toBe(0)
    const reply = posted.at(-1)
    expect(reply?.origin).toBe(APP)
    expect(reply?.message).toMatchObject({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: 'r1', payload: { message: expect.stringMatching(/^Invalid CONNECT_OTP payload at otp/) } })
  })

  it('behavior: a handler error becomes _ERROR { message, code }; an unexpected one a generic message', async () => {
    const { channel, posted, send } = setup()
    channel
      .handle('RPC_REQUEST', z.unknown(), () => {
        throw new FrameRequestError('Unknown account', { code: 4100 })
      })
      .handle('GET_USER', z.unknown(), () => {
        throw new TypeError('secret internals')
      })
      .start()

    await send({ type: '@w3m-app/RPC_REQUEST', id: 'a' })
    await send({ type: '@w3m-app/GET_USER', id: 'b' })

    expect(posted[1]?.message).toEqual({ type: '@w3m-frame/RPC_REQUEST_ERROR', id: 'a', payload: { message: 'Unknown account', code: 4100 } })
    expect(posted[2]?.message).toEqual({ type: '@w3m-frame/GET_USER_ERROR', id: 'b', payload: { message: 'An error occurred' } })
  })

  it('behavior: a known but unhandled request gets _ERROR instead of silence', async () => {
    const { channel, posted, send } = setup()
    channel.start()
    await send({ type: '@w3m-app/CONNECT_SOCIAL', id: 'r1' })
    expect(posted.at(-1)?.message).toEqual({ type: '@w3m-frame/CONNECT_SOCIAL_ERROR', id: 'r1', payload: { message: 'Unsupported request: CONNECT_SOCIAL' } })
  })

  it('behavior: notices and dropped requests get no reply', async () => {
    const { channel, posted, send } = setup()
    channel
      .handle('RPC_ABORT', z.unknown(), () => undefined, { reply: false })
      .handle('RPC_REQUEST', z.unknown(), () => Promise.reject(new DroppedRequest('aborted')))
      .start()

    await send({ type: '@w3m-app/RPC_ABORT', id: 'n1', payload: { id: 'x' } })
    await send({ type: '@w3m-app/RPC_REQUEST', id: 'x' })

    expect(posted).toHaveLength(1)
  })

  it('behavior: SESSION_UPDATE goes to the pinned origin; nothing is posted after stop()', () => {
    const { channel, posted } = setup()
    channel.start()

    channel.emit('SESSION_UPDATE', { handle: 'h1' })
    channel.stop()
    channel.emit('SESSION_UPDATE', { handle: null })

    expect(posted.slice(1)).toEqual([{ message: { type: '@w3m-frame/SESSION_UPDATE', payload: { handle: 'h1' } }, origin: APP }])
  })
})
