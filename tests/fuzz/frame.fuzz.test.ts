// @vitest-environment jsdom
import * as fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { IframeEmbeddedWalletFrame } from '../../adapters/frame/IframeEmbeddedWalletFrame.js'
import { createWalletport } from '../../composition/createWalletport.js'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { watchSocialPopup } from '../../core/embedded/watchSocialPopup.js'
import { SocialLoginError } from '../../core/embedded/SocialLoginError.js'
import { BaseError } from '../../core/errors/BaseError.js'
import { mainnet, solana } from '../../core/network/presets.js'
import type { FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'
import { FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { FAKE_EMBEDDED_USER, FAKE_OTP, FakeEmbeddedWalletFrame } from '../../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { RecordingTelemetry } from '../../test-doubles/RecordingTelemetry.js'
import { ScriptedFramePeer } from '../support/ScriptedFramePeer.js'
import { checkProperty, fuzzTimeout, nearValid, oddValue } from './fuzzRuns.js'
import { expectValidState } from './walletStateSchema.js'

const FRAME_ORIGIN = 'https://frame.example'
const uncaught: unknown[] = []
const onError = (event: ErrorEvent): void => {
  uncaught.push(event.error)
}
afterEach(() => {
  window.removeEventListener('error', onError)
  document.body.replaceChildren()
})

/** Stands for the id of the request pending in the case (ids are only known at run time). */
const PENDING = '$pending'

/** Who a message claims to come from: the frame, another origin, or another window of the frame origin. */
type Sender = 'frame' | 'otherOrigin' | 'otherWindow'

describe('fuzz: embedded-frame messages', () => {
  it(
    'property: any window messages while GET_USER is pending → it settles only on a well-formed reply from the frame origin and window with its id; nothing escapes',
    async () => {
      window.addEventListener('error', onError)
      const reply = fc.record({
        type: fc.constantFrom('@w3m-frame/GET_USER_SUCCESS', '@w3m-frame/GET_USER_ERROR', '@w3m-frame/IS_CONNECTED_SUCCESS', '@w3m-frame/READY', '@w3m-frame/SESSION_UPDATE', '@w3m-app/GET_USER'),
        id: fc.constantFrom(PENDING, PENDING, 'id-0', 'x'.repeat(200)),
        payload: fc.oneof(fc.constant(FAKE_EMBEDDED_USER), fc.record({ message: fc.string(), code: fc.integer() }, { requiredKeys: [] })),
      })
      // One loaded frame for all cases (an iframe per case is slow in jsdom); each case makes a new request id.
      const clock = new ManualClock()
      let count = 0
      const frame = new IframeEmbeddedWalletFrame({ url: `${FRAME_ORIGIN}/embedded?projectId=p1`, clock, randomId: () => `id-${++count}` })
      const peer = new ScriptedFramePeer({ origin: FRAME_ORIGIN })
      const loading = frame.load()
      peer.attach(frame.element).sendReady()
      await clock.advanceAsync(500)
      await loading
      await checkProperty(
        fc.asyncProperty(fc.array(fc.tuple(nearValid(reply), fc.constantFrom<Sender>('frame', 'frame', 'otherOrigin', 'otherWindow')), { minLength: 1, maxLength: 4 }), async (messages) => {
          uncaught.length = 0
          const settled: { value?: unknown; error?: unknown; done: boolean } = { done: false }
          frame.request({ type: 'GET_USER' as FrameRequestType }).then(
            (value) => Object.assign(settled, { done: true, value }),
            (error: unknown) => Object.assign(settled, { done: true, error }),
          )
          const pendingId = `id-${count}`
          let answered = false
          for (const [generated, sender] of messages) {
            const data = withPendingId(generated, pendingId)
            peer.send(data, sender === 'frame' ? {} : sender === 'otherOrigin' ? { origin: 'https://evil.example' } : { source: window })
            if (sender === 'frame' && isReplyTo(data, pendingId)) answered = true
            await flushMicrotasks(10)
          }
          expect(uncaught).toEqual([])
          expect(settled.done).toBe(answered)
          if (settled.error !== undefined) expect(settled.error).toBeInstanceOf(BaseError)
        }),
      )
      frame.destroy()
    },
    fuzzTimeout(30_000),
  )

  it(
    'property: any payloads of the frame’s replies to an email login → a connected embedded account with a valid state, or a typed error with nothing connected',
    async () => {
      const user = fc.record({
        email: fc.constant('visitor@example.com'),
        address: fc.constantFrom(FAKE_EMBEDDED_USER.address, FAKE_EMBEDDED_USER.address.toLowerCase(), `0x${FAKE_EMBEDDED_USER.address.slice(2).toUpperCase()}`, '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'),
        chainId: fc.constantFrom<number | string>(1, 'eip155:1', 137, solana.caipNetworkId, 0),
        accounts: fc.constant([{ address: FAKE_EMBEDDED_USER.address, type: 'eoa' }]),
      })
      const replies = fc.record({
        CONNECT_EMAIL: nearValid(fc.record({ action: fc.constantFrom('VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT') })),
        CONNECT_OTP: oddValue(),
        GET_USER: nearValid(user),
        GET_CHAIN_ID: nearValid(fc.record({ chainId: fc.constantFrom<number | string>(1, '0x1', 'eip155:1') })),
      })
      await checkProperty(
        fc.asyncProperty(replies, async (scripted) => {
          const frame = new FakeEmbeddedWalletFrame()
          for (const [type, payload] of Object.entries(scripted)) frame.replyNext(type as FrameRequestType, payload)
          const walletport = createWalletport(
            { networks: [mainnet, solana], projectId: 'p1', features: { email: true } },
            { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1] }), new FakeChainAdapter({ namespace: 'solana', knownChainIds: [solana.id] })], embeddedWalletFrame: frame, storage: new InMemoryStorage(), clock: new ManualClock(), telemetry: new RecordingTelemetry() },
          )
          await walletport.ready
          let before = walletport.getState().connections
          for (const step of [() => walletport.connectEmail({ email: 'visitor@example.com' }), () => walletport.connectEmailOtp({ otp: FAKE_OTP })]) {
            try {
              await step()
            } catch (error) {
              // A refused step is typed and leaves the connections as they were ('CONNECT' connects at the first step).
              expect(error).toBeInstanceOf(BaseError)
              expect(walletport.getState().connections).toEqual(before)
              break
            }
            before = walletport.getState().connections
          }
          await flushMicrotasks()
          expectValidState(walletport.getState())
          walletport.destroy()
        }),
      )
    },
    fuzzTimeout(30_000),
  )
})

describe('fuzz: social login popup results', () => {
  it(
    'property: any messages at the opener → the result is the first { resultUri } or { error } from the popup at the frame origin; the rest is ignored',
    async () => {
      const data = nearValid(fc.oneof(fc.record({ resultUri: fc.webUrl() }), fc.record({ error: fc.string() })))
      await checkProperty(
        fc.asyncProperty(fc.array(fc.tuple(data, fc.constantFrom<Sender>('frame', 'otherOrigin', 'otherWindow')), { maxLength: 4 }), async (messages) => {
          const listeners = new Set<(event: { origin: string; source: unknown; data: unknown }) => void>()
          const host = { addEventListener: (_: 'message', listener: (event: { origin: string; source: unknown; data: unknown }) => void) => listeners.add(listener), removeEventListener: (_: 'message', listener: (event: { origin: string; source: unknown; data: unknown }) => void) => listeners.delete(listener) }
          const popup = { closed: false, location: { href: `${FRAME_ORIGIN}/loading` }, close: () => undefined }
          const clock = new ManualClock()
          const watched = watchSocialPopup({ host, popup, frameOrigin: FRAME_ORIGIN, timers: clock })
          const outcome: { value?: unknown; error?: unknown } = {}
          watched.result.then(
            (value) => (outcome.value = value),
            (error: unknown) => (outcome.error = error),
          )
          let expected: { value?: string; error?: string } | undefined
          for (const [message, sender] of messages) {
            for (const listener of [...listeners]) listener({ origin: sender === 'otherOrigin' ? 'https://evil.example' : FRAME_ORIGIN, source: sender === 'otherWindow' ? {} : popup, data: message })
            if (!expected && sender === 'frame') expected = resultOf(message)
          }
          await flushMicrotasks(10)
          if (!expected) expect(outcome).toEqual({})
          else if (expected.value !== undefined) expect(outcome.value).toBe(expected.value)
          else expect(outcome.error).toBeInstanceOf(SocialLoginError)
          if (expected) expect(listeners.size).toBe(0)
          watched.close()
        }),
      )
    },
    fuzzTimeout(),
  )
})

function withPendingId(data: unknown, id: string): unknown {
  return typeof data === 'object' && data !== null && (data as { id?: unknown }).id === PENDING ? { ...data, id } : data
}

/**
 * A reply the frame adapter must take as the answer to `id` (the frame's wire format): GET_USER_SUCCESS
 * with any payload, or GET_USER_ERROR whose payload is absent or `{ message?: string (≤ 1000), code?: integer }`.
 */
function isReplyTo(data: unknown, id: string): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false
  const { type, id: replyId, payload } = data as { type?: unknown; id?: unknown; payload?: unknown }
  if (replyId !== id) return false
  if (type === '@w3m-frame/GET_USER_SUCCESS') return true
  if (type !== '@w3m-frame/GET_USER_ERROR') return false
  if (payload === undefined) return true
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false
  const { message, code } = payload as { message?: unknown; code?: unknown }
  return (message === undefined || (typeof message === 'string' && message.length <= 1_000)) && (code === undefined || Number.isInteger(code))
}

/** What watchSocialPopup takes from a message of the popup: a non-empty resultUri, or an error text. */
function resultOf(data: unknown): { value?: string; error?: string } | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { resultUri, error } = data as { resultUri?: unknown; error?: unknown }
  if (typeof resultUri === 'string' && resultUri !== '') return { value: resultUri }
  if (typeof error === 'string') return { error }
  return undefined
}

describe('regressions found by fuzzing: embedded frame', () => {
  it('regression: GET_USER naming a chain that is no chain of the namespace (solana:…, eip155:abc, foo) → InvalidWalletResponseError, never connected on "Unknown network (eip155:foo)"', async () => {
    for (const chainId of [solana.caipNetworkId, 'eip155:abc', 'foo']) {
      const frame = new FakeEmbeddedWalletFrame()
      frame.replyNext('GET_USER', { email: 'visitor@example.com', address: FAKE_EMBEDDED_USER.address, chainId })
      const walletport = createWalletport(
        { networks: [mainnet, solana], projectId: 'p1', features: { email: true } },
        { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })], embeddedWalletFrame: frame, storage: new InMemoryStorage(), clock: new ManualClock() },
      )
      await walletport.connectEmail({ email: 'visitor@example.com' })

      await expect(walletport.connectEmailOtp({ otp: FAKE_OTP })).rejects.toBeInstanceOf(InvalidWalletResponseError)
      expect(walletport.getState().connections).toEqual([])
      walletport.destroy()
    }
  })
})
