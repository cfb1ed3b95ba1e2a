import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OidcBrowser, resultUriOf } from '../../oidc/OidcBrowser.js'
import { oidcClientSecret, startOidcProvider, type RunningOidcProvider } from '../../oidc/startOidcProvider.js'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { startTestBackend, type TestBackend } from '../testing/startTestBackend.js'
import { resetFrameTables, TEST_DATABASES, type TestDatabase } from '../testing/testDatabases.js'

const APP = 'http://127.0.0.1:5173'
const DEVICE = 'device-1'
const [, openPglite] = TEST_DATABASES[0] ?? []

describe('social login through a real OpenID Connect provider (oidc-provider ⇄ openid-client)', () => {
  let database: TestDatabase
  let test: TestBackend
  let oidc: RunningOidcProvider
  let issuer = ''

  beforeAll(async () => {
    if (!openPglite) throw new Error('no test database')
    database = await openPglite()
    test = await startTestBackend(database, { social: { issuer: () => issuer, clientSecret: oidcClientSecret } })
    oidc = await startOidcProvider({ port: 0, redirectUris: [`${test.backend.url}/social/callback`] })
    issuer = oidc.url
  }, 30_000)
  afterAll(async () => {
    await oidc?.stop()
    await test?.backend.stop()
    await database?.close()
  })
  beforeEach(async () => {
    await resetFrameTables(database.client)
    test.clock = new ManualClock()
  })

  /** Start → the provider's form → the callback page: the handle it posts to the app. */
  async function signIn(login: string, provider = 'google'): Promise<{ readonly resultUri: string; readonly html: string; readonly browser: OidcBrowser }> {
    const started = await test.api.post('/v1/social/start', { provider, origin: APP })
    expect(started.status).toBe(200)
    const browser = new OidcBrowser()
    const page = await browser.signIn(started.body['uri'] as string, login)
    const resultUri = resultUriOf(page.html)
    if (!resultUri) throw new Error(`no result on ${page.url}: ${page.status} ${page.html}`)
    return { resultUri, html: page.html, browser }
  }

  it('behavior: code + PKCE S256 + state + nonce; the callback posts a handle to the app origin only; connect opens a session', async () => {
    const started = await test.api.post('/v1/social/start', { provider: 'github', origin: APP })
    const authorize = new URL(started.body['uri'] as string)
    expect(authorize.origin).toBe(oidc.url)
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: 'github', response_type: 'code', code_challenge_method: 'S256', redirect_uri: `${test.backend.url}/social/callback` })
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/)
    // No verifier leaves the backend: only its S256 challenge is in the URL.
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)

    const page = await new OidcBrowser().signIn(authorize.href, 'Alice@Example.com')
    const resultUri = resultUriOf(page.html)
    expect(page.url.startsWith(`${test.backend.url}/social/callback?code=`)).toBe(true)
    expect(page.html).toContain(`postMessage({"resultUri":"${resultUri}"},"${APP}")`)
    expect(oidc.accounts.has('alice@example.com')).toBe(true)

    const connected = await test.api.post('/v1/social/connect', { resultUri, origin: APP, deviceId: DEVICE })
    expect(connected).toMatchObject({ status: 200, body: { userName: 'alice', provider: 'github', user: { email: 'alice@example.com' } } })
    await expect(test.api.get('/v1/session', connected.body['sessionToken'] as string)).resolves.toMatchObject({ status: 200 })
  })

  it('behavior: the same account is the same user on a second login, and the same user as its email login', async () => {
    const first = await signIn('bob@example.com')
    const a = await test.api.post('/v1/social/connect', { resultUri: first.resultUri, origin: APP, deviceId: DEVICE })
    const second = await signIn('bob@example.com', 'discord')
    const b = await test.api.post('/v1/social/connect', { resultUri: second.resultUri, origin: APP, deviceId: DEVICE })
    const byEmail = await test.api.signIn('bob@example.com')
    expect((b.body['user'] as { id: string }).id).toBe((a.body['user'] as { id: string }).id)
    expect(byEmail.user.id).toBe((a.body['user'] as { id: string }).id)
  })

  it('attack: a reused result handle is refused', async () => {
    const { resultUri } = await signIn('carol@example.com')
    await expect(test.api.post('/v1/social/connect', { resultUri, origin: APP, deviceId: DEVICE })).resolves.toMatchObject({ status: 200 })
    await expect(test.api.post('/v1/social/connect', { resultUri, origin: APP, deviceId: DEVICE })).resolves.toMatchObject({ status: 410, body: { error: 'invalid_result' } })
  })

  it('fault: a handle older than 60 s is refused', async () => {
    const { resultUri } = await signIn('dan@example.com')
    test.clock.advance(60_001)
    await expect(test.api.post('/v1/social/connect', { resultUri, origin: APP, deviceId: DEVICE })).resolves.toMatchObject({ status: 410, body: { error: 'invalid_result' } })
  })

  it('attack: a handle redeemed for another app origin is refused (and used up)', async () => {
    const { resultUri } = await signIn('erin@example.com')
    await expect(test.api.post('/v1/social/connect', { resultUri, origin: 'http://127.0.0.1:6666', deviceId: DEVICE })).resolves.toMatchObject({ status: 403, body: { error: 'origin_mismatch' } })
    await expect(test.api.post('/v1/social/connect', { resultUri, origin: APP, deviceId: DEVICE })).resolves.toMatchObject({ status: 410 })
  })

  it('attack: a replayed or forged callback state gives no handle', async () => {
    const { browser } = await signIn('fay@example.com')
    const callback = browser.visited.find((url) => url.startsWith(`${test.backend.url}/social/callback`)) ?? ''
    const replay = await fetch(callback)
    expect(replay.status).toBe(400)
    expect(resultUriOf(await replay.text())).toBeUndefined()
    const forged = new URL(callback)
    forged.searchParams.set('state', 'forged-state-value-000000000000')
    expect((await fetch(forged)).status).toBe(400)
  })

  it('attack: a stolen code with the wrong PKCE verifier is refused by the provider', async () => {
    // Two logins: the second's code, presented with the first's state (so its verifier), fails the PKCE check.
    const startA = await test.api.post('/v1/social/start', { provider: 'google', origin: APP })
    const startB = await test.api.post('/v1/social/start', { provider: 'google', origin: APP })
    const stopped = await new OidcBrowser().signIn(startB.body['uri'] as string, 'gus@example.com', { stopBefore: `${test.backend.url}/social/callback` })
    const callbackB = new URL(stopped.url)
    callbackB.searchParams.set('state', new URL(startA.body['uri'] as string).searchParams.get('state') ?? '')
    const swapped = await fetch(callbackB)
    expect(swapped.status).toBe(400)
    expect(resultUriOf(await swapped.text())).toBeUndefined()
  })

  it('bad input: only the spec providers, only allowed app origins', async () => {
    await expect(test.api.post('/v1/social/start', { provider: 'farcaster', origin: APP })).resolves.toMatchObject({ status: 400, body: { error: 'unknown_provider' } })
    await expect(test.api.post('/v1/social/start', { provider: 'google', origin: 'https://evil.example' })).resolves.toMatchObject({ status: 403, body: { error: 'origin_not_allowed' } })
  })

  it('behavior: a top-level login (Telegram mini app) comes back to its return URL (fragment kept) with one fresh result_uri, redeemable once', async () => {
    const returnUrl = `${APP}/shop?telegram=1&result_uri=stale#frag`
    const started = await test.api.post('/v1/social/start', { provider: 'google', origin: APP, returnUrl })
    expect(started.status).toBe(200)
    const back = await new OidcBrowser().signIn(started.body['uri'] as string, 'tess@example.com', { stopBefore: APP })
    expect(back.status).toBe(303)
    const url = new URL(back.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${APP}/shop`)
    expect(url.searchParams.get('telegram')).toBe('1')
    expect(url.searchParams.getAll('result_uri')).toHaveLength(1)
    expect(url.hash).toBe('#frag')
    const resultUri = url.searchParams.get('result_uri') ?? ''
    expect(resultUri).not.toBe('stale')
    await expect(test.api.post('/v1/social/connect', { resultUri, origin: APP, deviceId: DEVICE })).resolves.toMatchObject({ status: 200, body: { userName: 'tess', provider: 'google' } })
    await expect(test.api.post('/v1/social/connect', { resultUri, origin: APP, deviceId: DEVICE })).resolves.toMatchObject({ status: 410 })
  })

  it.each([
    ['another origin', 'https://evil.example/steal'],
    ['another port of the same host', 'http://127.0.0.1:6666/'],
    ['a look-alike host', 'http://127.0.0.1:5173.evil.example/'],
    ['credentials in the URL', 'http://user:pass@127.0.0.1:5173/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['not a URL', '/relative/path'],
  ])('attack: a return URL outside the app origin is refused, no open redirect (%s)', async (_name, returnUrl) => {
    await expect(test.api.post('/v1/social/start', { provider: 'google', origin: APP, returnUrl })).resolves.toMatchObject({ status: 403, body: { error: 'return_url_not_allowed' } })
  })

  it('attack: a return URL on an allowed origin other than the one starting the login is refused', async () => {
    await expect(test.api.post('/v1/social/start', { provider: 'google', origin: 'https://evil.example', returnUrl: `${APP}/` })).resolves.toMatchObject({ status: 403, body: { error: 'origin_not_allowed' } })
  })

  it('bad input: the provider form refuses an id that is not email-like', async () => {
    const started = await test.api.post('/v1/social/start', { provider: 'x', origin: APP })
    const page = await new OidcBrowser().signIn(started.body['uri'] as string, 'not an id')
    expect(page.status).toBe(400)
    expect(page.html).toContain('role="alert"')
  })
})
