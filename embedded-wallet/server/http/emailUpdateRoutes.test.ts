import { describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../testing/testDatabases.js'
import { useTestBackend } from '../testing/useTestBackend.js'

describe.each(TEST_DATABASES)('email update on %s', (_kind, open) => {
  const env = useTestBackend(open)

  it('behavior: a code to the current address, then one to the new address, then the address changes', async () => {
    const { sessionToken, user } = await env.test.api.signIn('alice@example.com')

    await expect(env.test.api.post('/v1/email/update/start', { newEmail: 'Alice@New.example' }, sessionToken)).resolves.toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    const primary = await env.test.api.post('/v1/email/update/primary', { otp: await env.test.api.lastCode('alice@example.com') }, sessionToken)
    expect(primary).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    const secondary = await env.test.api.post('/v1/email/update/secondary', { otp: await env.test.api.lastCode('alice@new.example') }, sessionToken)

    expect(secondary).toMatchObject({ status: 200, body: { email: 'alice@new.example' } })
    await expect(env.test.api.get('/v1/session', sessionToken)).resolves.toMatchObject({ body: { user: { id: user.id, email: 'alice@new.example' } } })
  })

  it('behavior: the new address needs the current address confirmed first; wrong codes count down', async () => {
    const { sessionToken } = await env.test.api.signIn('alice@example.com')
    await env.test.api.post('/v1/email/update/start', { newEmail: 'alice@new.example' }, sessionToken)

    await expect(env.test.api.post('/v1/email/update/secondary', { otp: '123456' }, sessionToken)).resolves.toMatchObject({ status: 409, body: { error: 'no_pending_update' } })
    const code = await env.test.api.lastCode('alice@example.com')
    const wrong = await env.test.api.post('/v1/email/update/primary', { otp: code === '000000' ? '111111' : '000000' }, sessionToken)
    expect(wrong).toMatchObject({ status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } })
  })

  it('behavior: an address of another account is email_taken; an invalid one invalid_email', async () => {
    const { sessionToken } = await env.test.api.signIn('alice@example.com')
    await env.test.api.signIn('bob@example.com')

    await expect(env.test.api.post('/v1/email/update/start', { newEmail: 'bob@example.com' }, sessionToken)).resolves.toMatchObject({ status: 409, body: { error: 'email_taken' } })
    await expect(env.test.api.post('/v1/email/update/start', { newEmail: 'bob' }, sessionToken)).resolves.toMatchObject({ status: 400, body: { error: 'invalid_email' } })
    await expect(env.test.api.post('/v1/email/update/start', { newEmail: 'x@example.com' })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_session' } })
  })
})
