import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../testing/startTestBackend.js'
import { resetFrameTables, TEST_DATABASES, type TestDatabase } from '../testing/testDatabases.js'

describe.each(TEST_DATABASES)('email update on %s', (_kind, open) => {
  let database: TestDatabase
  let test: TestBackend

  beforeAll(async () => {
    database = await open()
    test = await startTestBackend(database)
  }, 30_000)
  afterAll(async () => {
    await test?.backend.stop()
    await database?.close()
  })
  beforeEach(async () => {
    await resetFrameTables(database.client)
  })

  it('behavior: a code to the current address, then one to the new address, then the address changes', async () => {
    const { sessionToken, user } = await test.api.signIn('alice@example.com')

    await expect(test.api.post('/v1/email/update/start', { newEmail: 'Alice@New.example' }, sessionToken)).resolves.toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    const primary = await test.api.post('/v1/email/update/primary', { otp: await test.api.lastCode('alice@example.com') }, sessionToken)
    expect(primary).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    const secondary = await test.api.post('/v1/email/update/secondary', { otp: await test.api.lastCode('alice@new.example') }, sessionToken)

    expect(secondary).toMatchObject({ status: 200, body: { email: 'alice@new.example' } })
    await expect(test.api.get('/v1/session', sessionToken)).resolves.toMatchObject({ body: { user: { id: user.id, email: 'alice@new.example' } } })
  })

  it('behavior: the new address needs the current address confirmed first; wrong codes count down', async () => {
    const { sessionToken } = await test.api.signIn('alice@example.com')
    await test.api.post('/v1/email/update/start', { newEmail: 'alice@new.example' }, sessionToken)

    await expect(test.api.post('/v1/email/update/secondary', { otp: '123456' }, sessionToken)).resolves.toMatchObject({ status: 409, body: { error: 'no_pending_update' } })
    const code = await test.api.lastCode('alice@example.com')
    const wrong = await test.api.post('/v1/email/update/primary', { otp: code === '000000' ? '111111' : '000000' }, sessionToken)
    expect(wrong).toMatchObject({ status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } })
  })

  it('behavior: an address of another account is email_taken; an invalid one invalid_email', async () => {
    const { sessionToken } = await test.api.signIn('alice@example.com')
    await test.api.signIn('bob@example.com')

    await expect(test.api.post('/v1/email/update/start', { newEmail: 'bob@example.com' }, sessionToken)).resolves.toMatchObject({ status: 409, body: { error: 'email_taken' } })
    await expect(test.api.post('/v1/email/update/start', { newEmail: 'bob' }, sessionToken)).resolves.toMatchObject({ status: 400, body: { error: 'invalid_email' } })
    await expect(test.api.post('/v1/email/update/start', { newEmail: 'x@example.com' })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_session' } })
  })
})
