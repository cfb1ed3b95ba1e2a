// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import * as fc from 'fast-check'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InMemoryBackendClient } from '../../embedded-wallet/page/InMemoryBackendClient.js'
import type { ChannelHost } from '../../embedded-wallet/page/ParentChannel.js'
import { startFramePage, type FramePage } from '../../embedded-wallet/page/startFramePage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { FRAME_REQUEST_TYPES } from '../../ports/EmbeddedWalletFrame.js'
import { checkProperty, fuzzTimeout, nearValid, oddValue } from './fuzzRuns.js'

// The frame page's own inputs: the real page (startFramePage: channel, session, wallet, approve
// view) over an in-memory backend and IndexedDB, signed in, receiving any window messages.
const APP = 'https://app.example.com'
const EMAIL = 'ada@example.com'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

type Post = { readonly type: string; readonly id?: string; readonly payload?: unknown }
/** Who a message claims to come from: the app (the parent at its origin), another origin, or another window. */
type Sender = 'app' | 'otherOrigin' | 'otherWindow'

/** A valid payload per request (what the app sends); nearValid edits them. */
const PAYLOADS: Readonly<Record<(typeof FRAME_REQUEST_TYPES)[number], fc.Arbitrary<unknown>>> = {
  SWITCH_NETWORK: fc.record({ chainId: fc.constantFrom<unknown>(1, 137, SOLANA), rpcUrl: fc.constant('https://rpc.example/') }),
  CONNECT_EMAIL: fc.record({ email: fc.constantFrom(EMAIL, 'bob@example.com') }),
  CONNECT_DEVICE: fc.constant(undefined),
  CONNECT_OTP: fc.record({ otp: fc.constantFrom('123456', '000000') }),
  CONNECT_SOCIAL: fc.record({ uri: fc.constantFrom('result-1', 'x'), chainId: fc.constantFrom<unknown>(1, SOLANA) }, { requiredKeys: ['uri'] }),
  GET_SOCIAL_REDIRECT_URI: fc.record({ provider: fc.constantFrom('google', 'github', 'x'), returnUrl: fc.constant(`${APP}/back`) }, { requiredKeys: ['provider'] }),
  GET_USER: fc.record({ chainId: fc.constantFrom<unknown>(1, 137, SOLANA), preferredAccountType: fc.constantFrom('eoa', 'smartAccount') }, { requiredKeys: ['chainId'] }),
  SIGN_OUT: fc.constant(undefined),
  IS_CONNECTED: fc.oneof(fc.constant({}), fc.record({ sessionHandle: fc.constantFrom('handle-x', 'h') })),
  GET_CHAIN_ID: fc.constant(undefined),
  RPC_REQUEST: fc.record({
    method: fc.constantFrom('eth_accounts', 'eth_chainId', 'eth_blockNumber', 'personal_sign', 'solana_signMessage', 'wallet_getCapabilities'),
    params: fc.constantFrom<unknown>([], ['0x6869'], [{}]),
    chainId: fc.constantFrom<unknown>(1, SOLANA),
    rpcUrl: fc.constant('https://rpc.example/'),
  }),
  UPDATE_EMAIL: fc.record({ email: fc.constant('new@example.com') }),
  UPDATE_EMAIL_PRIMARY_OTP: fc.record({ otp: fc.constant('123456') }),
  UPDATE_EMAIL_SECONDARY_OTP: fc.record({ otp: fc.constant('123456') }),
  SYNC_THEME: fc.record({ themeMode: fc.constantFrom('light', 'dark'), themeVariables: fc.dictionary(fc.constantFrom('--w3m-accent', '--w3m-font-family'), fc.oneof(fc.string({ maxLength: 8 }), fc.integer())) }, { requiredKeys: ['themeMode'] }),
  SYNC_DAPP_DATA: fc.record({ metadata: fc.record({ name: fc.string({ maxLength: 10 }), url: fc.constant(APP), icons: fc.constant([]) }), sdkVersion: fc.constant('1.0.0') }, { requiredKeys: [] }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: fc.constant(undefined),
  SET_PREFERRED_ACCOUNT: fc.record({ type: fc.constantFrom('eoa', 'smartAccount') }),
  CONNECT_FARCASTER: fc.constant(undefined),
  GET_FARCASTER_URI: fc.constant(undefined),
  RELOAD: fc.constant(undefined),
  RPC_ABORT: fc.record({ id: fc.constantFrom('m-1', 'x') }),
}
const NAMES = Object.keys(PAYLOADS) as (keyof typeof PAYLOADS)[]
/** Requests the frame may leave unanswered: a signature waits for the visitor, a device or Farcaster login for the other side. */
const MAY_WAIT = new Set(['RPC_REQUEST', 'RPC_ABORT', 'CONNECT_DEVICE', 'CONNECT_FARCASTER', 'GET_FARCASTER_URI'])

let ids = 0
/** A message as the app would send it (a fresh id each), edited at one place, or any value. */
const message = fc
  .constantFrom(...NAMES)
  .chain((name) => nearValid(fc.record({ type: fc.constant(`@w3m-app/${name}`), id: fc.constant('$fresh'), payload: PAYLOADS[name] }, { requiredKeys: ['type', 'id'] })))

let page: FramePage
let backend: InMemoryBackendClient
const posts: { message: Post; origin: string }[] = []
const logged: unknown[] = []
const listeners = new Set<(event: MessageEvent) => void>()
const parent = { postMessage: (posted: unknown, origin: string) => void posts.push({ message: posted as Post, origin }) }
const host: ChannelHost = { parent, addEventListener: (_type, listener) => void listeners.add(listener), removeEventListener: (_type, listener) => void listeners.delete(listener) }
const uncaught: unknown[] = []
const onError = (event: ErrorEvent): void => void uncaught.push(event.error)

function deliver(data: unknown, sender: Sender): void {
  const event = { data, source: sender === 'otherWindow' ? window : parent, origin: sender === 'otherOrigin' ? 'https://evil.example' : APP } as unknown as MessageEvent
  for (const listener of [...listeners]) listener(event)
}

/** Waits (real tasks: IndexedDB settles in tasks) until `done`, for at most `ms`. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const started = performance.now()
  while (!done() && performance.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 0))
  return done()
}

/** Posts a request as the app and waits for its reply. */
async function ask(name: string, payload?: unknown): Promise<Post | undefined> {
  const id = `setup-${++ids}`
  remember(id)
  deliver({ type: `@w3m-app/${name}`, id, ...(payload === undefined ? {} : { payload }) }, 'app')
  await until(() => posts.some((post) => post.message.id === id), 2_000)
  return posts.find((post) => post.message.id === id)?.message
}

async function signIn(): Promise<void> {
  await ask('CONNECT_EMAIL', { email: EMAIL })
  await ask('CONNECT_OTP', { otp: backend.lastOtp(EMAIL) })
}

/** What a message may change in the page: the session's account and keys, the chain, the app's data, the user. */
function snapshot(): string {
  const { session } = page
  let user: unknown
  try {
    user = session.getUser({ chainId: 1 })
  } catch (error) {
    user = (error as Error).message
  }
  return JSON.stringify({ address: session.account?.address, solana: session.solanaKey !== undefined, chain: session.getChainId(), dapp: session.dappData, user, theme: document.documentElement.getAttribute('style') })
}

beforeAll(async () => {
  window.addEventListener('error', onError)
  const configBlock = document.createElement('script')
  configBlock.type = 'application/json'
  configBlock.id = 'walletport-frame-config'
  configBlock.textContent = JSON.stringify({ allowedOrigins: [APP] })
  document.head.replaceChildren(configBlock)
  backend = new InMemoryBackendClient()
  // One page for all cases (its start reads the config, adopts styles and opens IndexedDB): a case that signs it out signs in again.
  page = startFramePage({
    document,
    host,
    origins: { referrer: `${APP}/` },
    pageOrigin: 'http://127.0.0.1:7400',
    indexedDB: new IDBFactory(),
    crypto: globalThis.crypto,
    fetch: () => Promise.reject(new Error('no network in this test')),
    clock: new ManualClock(),
    backend,
    createObserver: () => ({ observe: () => undefined, disconnect: () => undefined }),
    log: (line, error) => void logged.push({ line, error }),
  }) as FramePage
  await signIn()
})
afterAll(() => {
  window.removeEventListener('error', onError)
  page.channel.stop()
  document.head.replaceChildren()
  document.body.replaceChildren()
})

describe('fuzz: the frame page’s inputs', () => {
  it(
    'property: any window messages → a _SUCCESS or a typed _ERROR reply to the app for a well-formed request from it, nothing for anything else; a refused or ignored message changes nothing',
    async () => {
      expect(page.session.account).toBeDefined()
      await checkProperty(
        fc.asyncProperty(fc.array(fc.tuple(fc.oneof({ weight: 6, arbitrary: message }, { weight: 1, arbitrary: oddValue() }), fc.constantFrom<Sender>('app', 'app', 'app', 'otherOrigin', 'otherWindow')), { minLength: 1, maxLength: 4 }), async (messages) => {
          if (!page.session.account) await signIn()
          uncaught.length = 0
          logged.length = 0
          const waiting: string[] = []
          for (const [generated, sender] of messages) {
            const data = withFreshId(generated)
            const id = (data as { id?: unknown } | null)?.id
            const before = snapshot()
            const postsBefore = posts.length
            deliver(data, sender)
            const handled = sender === 'app' && isEnvelope(data) && !seen.has(id as string)
            if (handled) remember(id as string)
            const name = handled ? (data as { type: string }).type.slice('@w3m-app/'.length) : ''
            const replied = () => posts.slice(postsBefore).some((post) => post.message.id === id)
            if (handled && !MAY_WAIT.has(name)) expect(await until(replied, 5_000)).toBe(true)
            else await until(replied, handled ? 20 : 0)
            const replies = posts.slice(postsBefore).filter((post) => post.message.id === id)
            if (!handled) expect(replies).toEqual([])
            expect(replies.length).toBeLessThanOrEqual(1)
            for (const { message: reply, origin } of replies) {
              expect(origin).toBe(APP)
              expect([`@w3m-frame/${name}_SUCCESS`, `@w3m-frame/${name}_ERROR`]).toContain(reply.type)
              if (reply.type.endsWith('_ERROR')) {
                const payload = reply.payload as { message?: unknown; code?: unknown }
                expect(typeof payload.message).toBe('string')
                if (payload.code !== undefined) expect(Number.isInteger(payload.code)).toBe(true)
              }
            }
            const refused = replies.length === 0 ? !(handled && MAY_WAIT.has(name)) : replies[0]?.message.type.endsWith('_ERROR') === true
            if (refused) expect(snapshot()).toBe(before)
            if (handled && replies.length === 0 && typeof id === 'string') waiting.push(id)
          }
          // A signature waiting for the visitor: the app gives up on it (RPC_ABORT), as it would.
          for (const id of waiting) {
            const abort = `abort-${++ids}`
            remember(abort)
            deliver({ type: '@w3m-app/RPC_ABORT', id: abort, payload: { id } }, 'app')
          }
          expect(uncaught).toEqual([])
          expect(logged).toEqual([])
        }),
      )
    },
    fuzzTimeout(60_000),
  )
})

/** The ids the frame has handled, as it remembers them (the last 1 000): a replayed one is dropped. */
const seen = new Set<string>()
function remember(id: string): void {
  seen.add(id)
  if (seen.size > 1_000) seen.delete(seen.values().next().value as string)
}

/** '$fresh' stands for a new id (the frame drops a replayed id). */
function withFreshId(data: unknown): unknown {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && (data as { id?: unknown }).id === '$fresh' ? { ...data, id: `m-${++ids}` } : data
}

/** The envelope the frame handles: a plain object whose type is a known '@w3m-app/' request and whose id is a non-empty string of at most 128 characters. */
function isEnvelope(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false
  const { type, id } = data as { type?: unknown; id?: unknown }
  return typeof type === 'string' && type.startsWith('@w3m-app/') && (FRAME_REQUEST_TYPES as readonly string[]).includes(type.slice('@w3m-app/'.length)) && typeof id === 'string' && id.length > 0 && id.length <= 128
}
