import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from '../../../core/siwx/Siwx.js'
import { createSiwxMessage } from '../../../core/siwx/createSiwxMessage.js'
import { createSiwxServer, SIWX_SERVER_NONCE_TTL_MS, SIWX_SERVER_SESSION_TTL_MS, type SiwxServerOptions } from './createSiwxServer.js'
import { MemorySessionStore } from './MemorySessionStore.js'
import type { NonceStore } from './NonceStore.js'
import { SiwxStoreUnavailableError } from './siwxStoreErrors.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NOW = Date.UTC(2026, 0, 1, 12)

function server(options: Partial<SiwxServerOptions> = {}) {
  let now = NOW
  const siwx = createSiwxServer({ domain: 'app.example', now: () => now, ...options })
  return { siwx, advance: (ms: number) => (now += ms) }
}

async function signIn(nonce: string, overrides: Partial<SiwxMessageData> = {}) {
  const message = createSiwxMessage({
    domain: 'app.example',
    uri: 'https://app.example/login',
    accountAddress: account.address,
    chainId: 'eip155:1',
    version: '1',
    nonce,
    issuedAt: new Date(NOW).toISOString(),
    ...overrides,
  }).toString()
  return { message, signature: await account.signMessage({ message }) }
}

describe('createSiwxServer', () => {
  it('default: issues 17-character nonces valid for 5 minutes, and verifies into a session', async () => {
    const { siwx } = server()
    const issued = await siwx.issueNonce()
    const request = await signIn(issued.nonce)

    const result = await siwx.verify(request)

    expect(issued.nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(issued.expiresAt).toBe(new Date(NOW + SIWX_SERVER_NONCE_TTL_MS).toISOString())
    expect(result).toEqual({ ok: true, session: { data: expect.objectContaining({ accountAddress: account.address, nonce: issued.nonce }), ...request } })
  })

  it('behavior: a refusal is JSON-safe: a typed reason and a text', async () => {
    const { siwx } = server()
    const result = await siwx.verify(await signIn('neverIssued1'))

    expect(JSON.parse(JSON.stringify(result))).toEqual({ ok: false, reason: 'nonceUnknown', message: 'The nonce was not issued here' })
  })

  it('behavior: an expired nonce is refused', async () => {
    const { siwx, advance } = server()
    const { nonce } = await siwx.issueNonce()
    const request = await signIn(nonce)
    advance(SIWX_SERVER_NONCE_TTL_MS)

    expect(await siwx.verify(request)).toMatchObject({ ok: false, reason: 'nonceExpired' })
  })

  it('behavior: a forged request does not burn the visitor’s nonce', async () => {
    const { siwx } = server()
    const { nonce } = await siwx.issueNonce()
    const genuine = await signIn(nonce)

    expect(await siwx.verify({ ...genuine, signature: `0x${'11'.repeat(64)}1b` })).toMatchObject({ ok: false })
    expect((await siwx.verify(genuine)).ok).toBe(true)
  })

  it('behavior: two racing requests with one nonce: one session', async () => {
    const { siwx } = server()
    const request = await signIn((await siwx.issueNonce()).nonce)

    const results = await Promise.all([siwx.verify(request), siwx.verify(request)])

    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })

  it.each<[string, Partial<SiwxServerOptions>, Partial<SiwxMessageData>, string]>([
    ['uri', { uri: 'https://app.example' }, { uri: 'https://evil.example/login' }, 'uriMismatch'],
    ['chainIds', { chainIds: ['eip155:137'] }, {}, 'chainMismatch'],
    ['scheme', { scheme: 'https' }, {}, 'schemeMismatch'],
    ['clockSkewMs (default 60 s)', {}, { issuedAt: new Date(NOW + 61_000).toISOString() }, 'issuedInFuture'],
  ])('parameters: %s', async (_name, options, overrides, reason) => {
    const { siwx } = server(options)

    expect(await siwx.verify(await signIn((await siwx.issueNonce()).nonce, overrides))).toMatchObject({ ok: false, reason })
  })

  it('behavior: input that is not strings is refused, not thrown', async () => {
    const { siwx } = server()

    expect(await siwx.verify({ message: 42, signature: '0x' })).toMatchObject({ ok: false, reason: 'invalidMessage' })
    expect(await siwx.verify({ message: 'x', signature: null })).toMatchObject({ ok: false, reason: 'malformedSignature' })
  })

  it('default: a verified session is kept a day in memory, found by chain and account, and revoked', async () => {
    const sessionStore = new MemorySessionStore({ now: () => now })
    let now = NOW
    const siwx = createSiwxServer({ domain: 'app.example', now: () => now, sessionStore })
    const request = await signIn((await siwx.issueNonce()).nonce)
    await siwx.verify(request)

    expect(await siwx.getSessions('eip155:1', account.address.toLowerCase())).toEqual([expect.objectContaining(request)])
    expect(await siwx.getSessions('eip155:137', account.address)).toEqual([])
    now += SIWX_SERVER_SESSION_TTL_MS - 1
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('parameters: sessionTtlMs, shortened by the message’s own expirationTime', async () => {
    const { siwx, advance } = server({ sessionTtlMs: 10_000 })
    await siwx.verify(await signIn((await siwx.issueNonce()).nonce))
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f58bd6a1f1a3c1aef1b0c8e3e9a4bdad7f5d2f0e')
    const nonce = (await siwx.issueNonce()).nonce
    const message = createSiwxMessage({ domain: 'app.example', uri: 'https://app.example/login', accountAddress: other.address, chainId: 'eip155:1', version: '1', nonce, issuedAt: new Date(NOW).toISOString(), expirationTime: new Date(NOW + 2_000).toISOString() }).toString()
    expect((await siwx.verify({ message, signature: await other.signMessage({ message }) })).ok).toBe(true)

    advance(2_000)
    expect(await siwx.getSessions('eip155:1', other.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
    advance(8_000)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('behavior: a failing store rejects with its typed error; it is not a refusal', async () => {
    const unavailable = new SiwxStoreUnavailableError({ store: 'nonce', operation: 'peek' })
    const nonceStore: NonceStore = { add: async () => undefined, peek: () => Promise.reject(unavailable), consume: async () => true }
    const { siwx } = server({ nonceStore })

    await expect(siwx.verify(await signIn((await siwx.issueNonce()).nonce))).rejects.toBe(unavailable)
  })
})
