// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { getByRole } from '@testing-library/dom'
import { IDBFactory } from 'fake-indexeddb'
import { verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { InMemoryBackendClient } from './InMemoryBackendClient.js'
import type { ChannelHost } from './ParentChannel.js'
import { startFramePage } from './startFramePage.js'
import type { VisibilityEntry } from './VisibilityGate.js'

const APP = 'https://app.example.com'
const EMAIL = 'ada@example.com'

type Post = { type: string; id?: string; payload?: unknown }

function boot(options: { referrer?: string; smartAccountNetworks?: readonly { chainId: number; rpcUrl: string }[] } = {}) {
  const configBlock = document.createElement('script')
  configBlock.type = 'application/json'
  configBlock.id = 'walletport-frame-config'
  configBlock.textContent = JSON.stringify({ allowedOrigins: [APP], ...(options.smartAccountNetworks ? { smartAccountNetworks: options.smartAccountNetworks } : {}) })
  document.head.replaceChildren(configBlock)

  const posts: { message: Post; origin: string }[] = []
  const listeners = new Set<(event: MessageEvent) => void>()
  const waiters = new Map<string, (message: Post) => void>()
  const parent = {
    postMessage: (message: unknown, origin: string) => {
      posts.push({ message: message as Post, origin })
      const id = (message as Post).id
      if (id !== undefined) waiters.get(id)?.(message as Post)
    },
  }
  const host: ChannelHost = { parent, addEventListener: (_t, l) => void listeners.add(l), removeEventListener: (_t, l) => void listeners.delete(l) }
  let observe: ((entries: readonly VisibilityEntry[]) => void) | undefined
  const clock = new ManualClock()
  const backend = new InMemoryBackendClient()
  const page = startFramePage({
    document,
    host,
    origins: { referrer: options.referrer ?? `${APP}/` },
    pageOrigin: 'http://127.0.0.1:7400',
    indexedDB: new IDBFactory(),
    crypto: globalThis.crypto,
    fetch: () => Promise.reject(new Error('no network in this test')),
    clock,
    backend,
    createObserver: (callback) => ((observe = callback), { observe: () => undefined, disconnect: () => undefined }),
  })
  let next = 0
  /** Posts as the app would: from the parent window, at the app origin. */
  const post = (name: string, payload?: unknown, id = `m${++next}`) => {
    const event = { data: { type: `@w3m-app/${name}`, id, ...(payload === undefined ? {} : { payload }) }, source: parent, origin: APP } as MessageEvent
    for (const listener of listeners) listener(event)
    return id
  }
  /** Posts and waits for the reply (IndexedDB settles in tasks, not microtasks: wait for the answer itself). */
  const send = (name: string, payload?: unknown, id = `m${++next}`) =>
    new Promise<Post>((resolve) => {
      waiters.set(id, resolve)
      post(name, payload, id)
    })
  const visible = () => {
    observe?.([{ isIntersecting: true, intersectionRatio: 1 }])
    clock.advance(500)
  }
  return { page, posts, send, post, backend, visible }
}

afterEach(() => {
  document.body.replaceChildren()
  document.head.replaceChildren()
})

describe('startFramePage', () => {
  it('parameters: smartAccountNetworks from the config answer GET_SMART_ACCOUNT_ENABLED_NETWORKS; without them there are none', async () => {
    const enabled = boot({ smartAccountNetworks: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })
    expect((await enabled.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({ smartAccountEnabledNetworks: [31337] })
    // Not signed in: nothing to switch.
    expect(await enabled.send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({ type: '@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR', payload: { message: 'User is not signed in' } })
    expect(await enabled.send('SET_PREFERRED_ACCOUNT', { type: 'admin' })).toMatchObject({ type: '@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR' })
    document.head.replaceChildren()

    const plain = boot()
    expect((await plain.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({ smartAccountEnabledNetworks: [] })
    expect(await plain.send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({ type: '@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR', payload: { message: 'Smart accounts are not enabled' } })
  })

  it('default: READY, then the email login over postMessage, SESSION_UPDATE and GET_USER', async () => {
    const { posts, send, backend } = boot()
    expect(posts[0]).toEqual({ message: { type: '@w3m-frame/READY' }, origin: APP })

    expect(await send('IS_CONNECTED', {})).toEqual({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: 'm1', payload: { isConnected: false } })
    expect((await send('CONNECT_EMAIL', { email: EMAIL }))?.payload).toEqual({ action: 'VERIFY_OTP' })
    expect(await send('CONNECT_OTP', { otp: backend.lastOtp(EMAIL) })).toEqual({ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: 'm3' })
    const user = await send('GET_USER', { chainId: 1 })

    expect(posts.find((post) => post.message.type === '@w3m-frame/SESSION_UPDATE')?.message.payload).toEqual({ handle: expect.stringMatching(/^handle-/) })
    expect(user?.payload).toMatchObject({ email: EMAIL, chainId: 1, preferredAccountType: 'eoa' })
    expect(posts.every((post) => post.origin === APP)).toBe(true)
  })

  it('behavior: a bad payload is an _ERROR, and the page keeps working', async () => {
    const { send } = boot()
    expect(await send('CONNECT_EMAIL', { email: 'not an email' })).toMatchObject({ type: '@w3m-frame/CONNECT_EMAIL_ERROR', payload: { message: expect.stringContaining('Invalid CONNECT_EMAIL payload') } })
    expect(await send('GET_USER', { chainId: 1 })).toMatchObject({ type: '@w3m-frame/GET_USER_ERROR', payload: { message: 'User is not signed in' } })
    expect(await send('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({ payload: { smartAccountEnabledNetworks: [] } })
  })

  it('behavior: the approve UI names the pinned origin even when the app claims another', async () => {
    const { send, backend, visible } = boot()
    await send('SYNC_DAPP_DATA', { metadata: { name: 'Evil', url: 'https://evil.test', icons: [] } })
    await send('CONNECT_EMAIL', { email: EMAIL })
    await send('CONNECT_OTP', { otp: backend.lastOtp(EMAIL) })
    const address = ((await send('GET_USER', { chainId: 1 }))?.payload as { address: Hex }).address

    const signing = send('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address], chainId: 1, rpcUrl: 'https://rpc.example/', origin: 'https://evil.test' }, 'sign-1')
    await flushMicrotasks()
    const view = getByRole(document.body, 'main', { name: 'Sign message' })
    expect(view.textContent).toContain(`Requested by ${APP}`)
    expect(view.textContent).not.toContain('evil.test')
    visible()
    getByRole(view, 'button', { name: 'Approve' }).click()
    const reply = await signing

    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await verifyMessage({ address, message: 'hi', signature: reply.payload as Hex })).toBe(true)
  })

  it('solana: GET_USER, SWITCH_NETWORK and an approved solana_signMessage over postMessage, in the same chain id form', async () => {
    const { send, backend, visible } = boot()
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    await send('CONNECT_EMAIL', { email: EMAIL })
    await send('CONNECT_OTP', { otp: backend.lastOtp(EMAIL) })
    expect((await send('SWITCH_NETWORK', { chainId, rpcUrl: 'https://solana.example/' })).payload).toEqual({ chainId })
    expect((await send('GET_CHAIN_ID')).payload).toEqual({ chainId })
    const { address } = (await send('GET_USER', { chainId })).payload as { address: string }
    const message = new TextEncoder().encode('hi')

    const signing = send('RPC_REQUEST', { method: 'solana_signMessage', params: [{ message: getBase58Decoder().decode(message), pubkey: address }], chainId, rpcUrl: 'https://solana.example/' }, 'sign-sol')
    await flushMicrotasks()
    const view = getByRole(document.body, 'main', { name: 'Sign message' })
    expect(view.textContent).toContain(`Network${chainId}`)
    visible()
    getByRole(view, 'button', { name: 'Approve' }).click()
    const reply = await signing

    const { signature } = reply.payload as { signature: string }
    expect(ed25519.verify(Uint8Array.from(getBase58Encoder().encode(signature)), message, Uint8Array.from(getBase58Encoder().encode(address)))).toBe(true)
  })

  it('behavior: RPC_ABORT removes the approve UI and the request is never answered', async () => {
    const { send, post, backend, posts } = boot()
    await send('CONNECT_EMAIL', { email: EMAIL })
    await send('CONNECT_OTP', { otp: backend.lastOtp(EMAIL) })
    const address = ((await send('GET_USER', { chainId: 1 }))?.payload as { address: Hex }).address
    post('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address], chainId: 1, rpcUrl: 'https://rpc.example/' }, 'sign-2')
    await flushMicrotasks()
    expect(getByRole(document.body, 'main', { hidden: true }).hidden).toBe(false)

    post('RPC_ABORT', { id: 'sign-2' }, 'abort-1')
    await flushMicrotasks()

    expect(getByRole(document.body, 'main', { hidden: true }).hidden).toBe(true)
    expect(posts.filter((post) => post.message.id === 'sign-2' || post.message.id === 'abort-1')).toEqual([])
  })

  it('behavior: embedded by an origin that is not allowed, it says so and posts nothing', () => {
    const { page, posts } = boot({ referrer: 'https://evil.test/' })
    expect(page).toBeUndefined()
    expect(posts).toEqual([])
    expect(getByRole(document.body, 'alert').textContent).toBe('This wallet cannot be embedded here')
  })
})
