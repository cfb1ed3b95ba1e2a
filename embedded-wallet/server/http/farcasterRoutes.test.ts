import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createWalletClient } from '@farcaster/auth-client'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { DEMO_FARCASTER_FID, demoFarcasterCustody } from '../../farcaster/farcasterDemoAccount.js'
import { startFarcasterRelay, type RunningFarcasterRelay } from '../../farcaster/startFarcasterRelay.js'
import { startTestBackend, type TestBackend } from '../testing/startTestBackend.js'
import { resetFrameTables, TEST_DATABASES, type TestDatabase } from '../testing/testDatabases.js'
import { farcasterUserId } from './farcasterRoutes.js'

const APP = 'http://127.0.0.1:5173'
const DEVICE = 'device-1'
const [, openPglite] = TEST_DATABASES[0] ?? []
const noChain = { getFid: () => Promise.reject(new Error('unused')), isValidAuthAddress: () => Promise.resolve(false), publicClient: undefined as never }

describe('Sign In With Farcaster through the local relay (frame backend ⇄ relay ⇄ the Farcaster app)', () => {
  let database: TestDatabase
  let test: TestBackend
  let relay: RunningFarcasterRelay
  let relayClock = Date.now()

  beforeAll(async () => {
    if (!openPglite) throw new Error('no test database')
    database = await openPglite()
    relay = await startFarcasterRelay({ port: 0, channelTtlMs: 60_000, now: () => relayClock })
    test = await startTestBackend(database, { farcaster: { relayUrl: () => relay.url, waitMs: 600, pollMs: 50 } })
  }, 30_000)
  afterAll(async () => {
    await test?.backend.stop()
    await relay?.stop()
    await database?.close()
  })
  beforeEach(async () => {
    await resetFrameTables(database.client)
    test.clock = new ManualClock()
    relayClock = Date.now()
  })

  async function start(): Promise<{ readonly url: string; readonly channel: string }> {
    const started = await test.api.post('/v1/farcaster/start', { origin: APP })
    expect(started.status).toBe(200)
    return started.body as { url: string; channel: string }
  }
  const connect = (channel: string, origin = APP) => test.api.post('/v1/farcaster/connect', { channel, origin, deviceId: DEVICE })
  async function signOnAppPage(url: string): Promise<void> {
    const token = new URL(url).searchParams.get('channelToken') ?? ''
    const signed = await fetch(new URL('/app/sign', url), { method: 'POST', body: new URLSearchParams({ channelToken: token }) })
    expect(signed.status).toBe(200)
  }

  it('behavior: start gives the channel URL; connect is pending until the Farcaster app signs, then opens a session for the fid', async () => {
    const { url, channel } = await start()
    expect(url.startsWith(`${relay.url}/app?channelToken=`)).toBe(true)
    await expect(connect(channel)).resolves.toMatchObject({ status: 202, body: { state: 'pending' } })
    await signOnAppPage(url)
    const connected = await connect(channel)
    expect(connected).toMatchObject({ status: 200, body: { userName: 'walletport-demo' } })
    expect(connected.body['sessionToken']).toEqual(expect.any(String))
    expect(connected.body['user']).toMatchObject({ email: farcasterUserId(DEMO_FARCASTER_FID) })
    // The channel is used once.
    await expect(connect(channel)).resolves.toMatchObject({ status: 410, body: { error: 'channel_expired' } })
  })

  it('behavior: the same fid signs in again to the same user', async () => {
    const first = await start()
    await signOnAppPage(first.url)
    const a = await connect(first.channel)
    const second = await start()
    await signOnAppPage(second.url)
    const b = await connect(second.channel)
    expect((a.body['user'] as { id: unknown }).id).toEqual(expect.any(String))
    expect((b.body['user'] as { id: unknown }).id).toEqual((a.body['user'] as { id: unknown }).id)
  })

  it('attack: a SIWF message for another domain or another nonce is refused, no session', async () => {
    const wallet = createWalletClient({ relay: relay.url, ethereum: noChain })
    for (const wrong of [{ domain: 'evil.example' }, { nonce: 'someOtherNonce1' }]) {
      const { url, channel } = await start()
      const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
      const status = (await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } }).then((r) => r.json())) as { nonce: string }
      const message = wallet.buildSignInMessage({ domain: '127.0.0.1:5173', uri: `${APP}/`, nonce: status.nonce, address: demoFarcasterCustody.address, fid: DEMO_FARCASTER_FID, ...wrong }).message!
      const signature = await demoFarcasterCustody.signMessage({ message })
      await wallet.authenticate({ channelToken, authKey: relay.authKey, message, signature, fid: DEMO_FARCASTER_FID })
      const refused = await connect(channel)
      expect(refused).toMatchObject({ status: 403, body: { error: 'farcaster_refused' } })
      expect(String(refused.body['message'])).toMatch(wrong.domain ? /Invalid domain/ : /Invalid nonce/)
    }
  })

  it('fault: an expired channel is 410 channel_expired; bad input: another origin, an unknown origin', async () => {
    const { channel } = await start()
    await expect(connect(channel, 'http://127.0.0.1:9999')).resolves.toMatchObject({ status: 403, body: { error: 'origin_mismatch' } })
    relayClock += 60_001
    await expect(connect(channel)).resolves.toMatchObject({ status: 410, body: { error: 'channel_expired' } })
    await expect(test.api.post('/v1/farcaster/start', { origin: 'http://evil.example' })).resolves.toMatchObject({ status: 403, body: { error: 'origin_not_allowed' } })
  })
})
