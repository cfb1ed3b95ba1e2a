import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../core/siwx/createSiwxMessage.js'
import { startRedis, type RunningRedis } from '../tests/support/startRedis.js'
import { SIWX_ENDPOINT_PATHS } from './siwxEndpoint.js'
import { startSiwxServerProcess, type SiwxServerProcess } from './startSiwxServerProcess.js'

// Several sign-in server PROCESSES behind one site, sharing Debian's redis-server
// (scripts/siwxRedisServer.ts: createSiwxServer + RedisNonceStore + RedisSessionStore), over HTTP.
const ORIGIN = 'https://app.example'
/** B issues nonces that live this long (A: the default 5 minutes); the rest of the time B only verifies. */
const SHORT_TTL_MS = 800
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

let redis: RunningRedis
let a: SiwxServerProcess
let b: SiwxServerProcess

beforeAll(async () => {
  redis = await startRedis()
  ;[a, b] = await Promise.all([
    startSiwxServerProcess({ redisUrl: redis.url, origin: ORIGIN, redisTimeoutMs: 500 }),
    startSiwxServerProcess({ redisUrl: redis.url, origin: ORIGIN, redisTimeoutMs: 500, nonceTtlMs: SHORT_TTL_MS }),
  ])
}, 30_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await redis?.stop()
})

async function nonceFrom(server: SiwxServerProcess): Promise<{ status: number; body: { nonce?: string; error?: string; message?: string } }> {
  const response = await fetch(`${server.url}${SIWX_ENDPOINT_PATHS.nonce}`)
  return { status: response.status, body: (await response.json()) as { nonce?: string } }
}

async function signed(nonce: string): Promise<{ message: string; signature: string }> {
  const message = createSiwxMessage({ domain: 'app.example', uri: `${ORIGIN}/login`, accountAddress: account.address, chainId: 'eip155:1', version: '1', nonce, issuedAt: new Date().toISOString() }).toString()
  return { message, signature: await account.signMessage({ message }) }
}

async function verifyOn(server: SiwxServerProcess, request: { message: string; signature: string }): Promise<{ status: number; body: { ok: boolean; reason?: string; error?: string } }> {
  const response = await fetch(`${server.url}${SIWX_ENDPOINT_PATHS.verify}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) })
  return { status: response.status, body: (await response.json()) as { ok: boolean } }
}

async function sessionsOn(server: SiwxServerProcess): Promise<{ status: number; body: { sessions?: { data: { nonce: string } }[]; error?: string } }> {
  const response = await fetch(`${server.url}/siwx/session?chainId=eip155:1&address=${account.address.toLowerCase()}`)
  return { status: response.status, body: (await response.json()) as { sessions?: { data: { nonce: string } }[] } }
}

describe('two sign-in server processes on one Redis', () => {
  it('behavior: a nonce issued by A is accepted once on B; its replay on either is refused; the session is seen by both', async () => {
    const { body } = await nonceFrom(a)
    const request = await signed(body.nonce ?? '')

    const onB = await verifyOn(b, request)
    const replayOnA = await verifyOn(a, request)
    const replayOnB = await verifyOn(b, request)

    expect(onB).toEqual({ status: 200, body: expect.objectContaining({ ok: true }) })
    expect(replayOnA).toEqual({ status: 401, body: expect.objectContaining({ ok: false, reason: 'nonceReused' }) })
    expect(replayOnB).toEqual({ status: 401, body: expect.objectContaining({ ok: false, reason: 'nonceReused' }) })
    expect((await sessionsOn(a)).body.sessions?.map((session) => session.data.nonce)).toEqual([body.nonce])
    expect((await sessionsOn(b)).body.sessions?.map((session) => session.data.nonce)).toEqual([body.nonce])
  })

  it('behavior: 20 racing uses of one nonce, half on each process: exactly one accepted', async () => {
    const request = await signed((await nonceFrom(a)).body.nonce ?? '')

    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => verifyOn(index % 2 ? a : b, request)))

    expect(results.filter((result) => result.status === 200)).toHaveLength(1)
    expect(results.filter((result) => result.body.reason === 'nonceReused')).toHaveLength(19)
  })

  it('behavior: a nonce never issued anywhere is unknown to both', async () => {
    const request = await signed('neverIssued0001')

    expect((await verifyOn(a, request)).body).toMatchObject({ ok: false, reason: 'nonceUnknown' })
    expect((await verifyOn(b, request)).body).toMatchObject({ ok: false, reason: 'nonceUnknown' })
  })

  it('behavior: expiry holds across processes: a nonce B issued for 800 ms is refused after it, on A and on B', async () => {
    const request = await signed((await nonceFrom(b)).body.nonce ?? '')
    await new Promise((resolve) => setTimeout(resolve, SHORT_TTL_MS + 100))

    expect(await verifyOn(a, request)).toEqual({ status: 401, body: expect.objectContaining({ reason: 'nonceExpired' }) })
    expect(await verifyOn(b, request)).toEqual({ status: 401, body: expect.objectContaining({ reason: 'nonceExpired' }) })
  })

  it('behavior: Redis restarting mid-run → 503 SiwxStoreUnavailableError on both processes, then sign-in works again', async () => {
    const issuedBefore = await signed((await nonceFrom(a)).body.nonce ?? '')

    await redis.kill()
    const down = { nonce: await nonceFrom(a), verify: await verifyOn(b, issuedBefore), session: await sessionsOn(b) }
    await redis.start()
    const deadline = Date.now() + 5_000
    let back = await nonceFrom(a)
    while (back.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      back = await nonceFrom(a)
    }

    for (const answer of [down.nonce, down.verify, down.session]) {
      expect(answer).toEqual({ status: 503, body: { ok: false, error: 'SiwxStoreUnavailableError', message: expect.stringMatching(/^The sign-in (nonce|session) store is unavailable$/) } })
    }
    // The restarted Redis kept nothing: the nonce from before is refused, never accepted; a new one signs in.
    await until(async () => (await nonceFrom(b)).status === 200)
    expect((await verifyOn(b, issuedBefore)).body).toMatchObject({ ok: false, reason: 'nonceUnknown' })
    expect(back.status).toBe(200)
    expect((await verifyOn(b, await signed(back.body.nonce ?? ''))).status).toBe(200)
    expect((await sessionsOn(a)).body.sessions?.map((session) => session.data.nonce)).toEqual([back.body.nonce])
  })
})

async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
