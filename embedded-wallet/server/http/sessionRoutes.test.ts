import { describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../testing/testDatabases.js'
import { useTestBackend } from '../testing/useTestBackend.js'

const DAY = 24 * 60 * 60_000

describe.each(TEST_DATABASES)('sessions on %s', (_kind, open) => {
  const env = useTestBackend(open)

  it('behavior: resume hands out a new token and handle; the old handle is refused', async () => {
    const signedIn = await env.test.api.signIn('alice@example.com')

    const resumed = await env.test.api.post('/v1/session/resume', { handle: signedIn.handle })

    expect(resumed).toMatchObject({ status: 200, body: { user: signedIn.user } })
    expect(resumed.body.handle).not.toBe(signedIn.handle)
    expect(resumed.body.sessionToken).not.toBe(signedIn.sessionToken)
    await expect(env.test.api.get('/v1/session', resumed.body.sessionToken as string)).resolves.toMatchObject({ status: 200, body: { user: signedIn.user } })
    await expect(env.test.api.post('/v1/session/resume', { handle: signedIn.handle })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_handle' } })
  })

  it('behavior: sign-out revokes the session and its handle', async () => {
    const signedIn = await env.test.api.signIn('alice@example.com')

    const signedOut = await env.test.api.post('/v1/session/signout', undefined, signedIn.sessionToken)

    expect(signedOut.status).toBe(204)
    await expect(env.test.api.get('/v1/session', signedIn.sessionToken)).resolves.toMatchObject({ status: 401, body: { error: 'invalid_session' } })
    await expect(env.test.api.post('/v1/session/resume', { handle: signedIn.handle })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_handle' } })
  })

  it('behavior: a session lasts 24 hours, a handle 30 days', async () => {
    const signedIn = await env.test.api.signIn('alice@example.com')
    env.test.clock.advance(DAY)
    await expect(env.test.api.get('/v1/session', signedIn.sessionToken)).resolves.toMatchObject({ status: 401 })
    const resumed = await env.test.api.post('/v1/session/resume', { handle: signedIn.handle })
    expect(resumed.status).toBe(200)

    env.test.clock.advance(30 * DAY)
    await expect(env.test.api.post('/v1/session/resume', { handle: resumed.body.handle })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_handle' } })
  })

  it('authentication: no, a malformed or an unknown bearer token is invalid_session', async () => {
    await expect(env.test.api.get('/v1/session')).resolves.toMatchObject({ status: 401, body: { error: 'invalid_session' } })
    await expect(env.test.api.get('/v1/session', 'not a token')).resolves.toMatchObject({ status: 401, body: { error: 'invalid_session' } })
    await expect(env.test.api.get('/v1/session', 'x'.repeat(43))).resolves.toMatchObject({ status: 401, body: { error: 'invalid_session' } })
    await expect(env.test.api.post('/v1/session/resume', { handle: 42 })).resolves.toMatchObject({ status: 400, body: { error: 'invalid_request' } })
  })
})
