import { describe, expect, it } from 'vitest'
import { startTestBackend } from '../testing/startTestBackend.js'
import { TEST_DATABASES } from '../testing/testDatabases.js'
import { useTestBackend } from '../testing/useTestBackend.js'

const EMAIL = 'alice@example.com'

describe.each(TEST_DATABASES)('email login on %s', (_kind, open) => {
  const env = useTestBackend(open)

  it('behavior: a new user gets a code; the right code opens a session on the normalised address', async () => {
    const started = await env.test.api.post('/v1/email/start', { email: ' Alice@Example.com', deviceId: 'device-1' })
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })

    const verified = await env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: await env.test.api.lastCode(EMAIL) })

    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({ sessionToken: expect.stringMatching(/^[\w-]{43}$/), handle: expect.stringMatching(/^[\w-]{43}$/), user: { id: expect.any(String), email: EMAIL } })
    await expect(env.test.api.get('/v1/session', verified.body.sessionToken as string)).resolves.toMatchObject({ status: 200, body: { user: verified.body.user } })
  })

  it('validation: not an address is invalid_email; a missing field is invalid_request', async () => {
    await expect(env.test.api.post('/v1/email/start', { email: 'not-an-address', deviceId: 'device-1' })).resolves.toMatchObject({ status: 400, body: { error: 'invalid_email' } })
    const missing = await env.test.api.post('/v1/email/start', { email: EMAIL })
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid_request', message: expect.stringContaining('deviceId') } })
  })

  describe('codes', () => {
    it('behavior: wrong codes count down; after 5 the right code is locked; a new code works', async () => {
      await env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-1' })
      const code = await env.test.api.lastCode(EMAIL)
      const wrong = code === '000000' ? '111111' : '000000'

      const answers = []
      for (let index = 0; index < 5; index += 1) answers.push(await env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: wrong }))
      expect(answers.map((answer) => [answer.status, answer.body.error, answer.body.attemptsLeft])).toEqual([4, 3, 2, 1, 0].map((left) => [401, 'invalid_code', left]))
      await expect(env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: code })).resolves.toMatchObject({ status: 423, body: { error: 'locked' } })

      await env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-1' })
      await expect(env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: await env.test.api.lastCode(EMAIL) })).resolves.toMatchObject({ status: 200 })
    })

    it('behavior: a code is refused after 10 minutes, and once used', async () => {
      await env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-1' })
      const code = await env.test.api.lastCode(EMAIL)
      await expect(env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: code })).resolves.toMatchObject({ status: 200 })
      await expect(env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: code })).resolves.toMatchObject({ status: 410, body: { error: 'used' } })

      await env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-1' })
      env.test.clock.advance(10 * 60_000)
      const late = await env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: await env.test.api.lastCode(EMAIL) })
      expect(late).toMatchObject({ status: 410, body: { error: 'expired' } })
    })

    it('behavior: a new code replaces the old one', async () => {
      await env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-1' })
      const first = await env.test.api.lastCode(EMAIL)
      let second = first
      while (second === first) {
        await env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-1' })
        second = await env.test.api.lastCode(EMAIL)
      }

      await expect(env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: first })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_code' } })
      await expect(env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-1', otp: second })).resolves.toMatchObject({ status: 200 })
    })
  })

  describe('devices', () => {
    it('behavior: a known user on a new device gets a link; its click wakes the wait, mails a code, and the code signs in', async () => {
      await env.test.api.signIn(EMAIL, 'device-1')
      const started = await env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-2' })
      expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
      const link = await env.test.api.lastLink(EMAIL)
      expect(link).toMatch(new RegExp(`^${env.test.backend.url}/device/approve\\?token=[\\w-]{43}$`))
      const early = await env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-2', otp: await env.test.api.lastCode(EMAIL) })
      expect(early).toMatchObject({ status: 403, body: { error: 'device_not_approved' } })

      const waiting = env.test.api.post('/v1/device/wait', { email: EMAIL, deviceId: 'device-2' })
      const pending = await Promise.race([waiting.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('held'), 30))])
      expect(pending).toBe('held')
      const page = await fetch(link)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('This device is approved')
      await expect(waiting).resolves.toMatchObject({ status: 200, body: { approved: true } })

      const verified = await env.test.api.post('/v1/email/verify', { email: EMAIL, deviceId: 'device-2', otp: await env.test.api.lastCode(EMAIL) })
      expect(verified.status).toBe(200)
      await expect(env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-2' })).resolves.toMatchObject({ body: { action: 'VERIFY_OTP' } })
    })

    it('behavior: a link works once; an unknown token approves nothing', async () => {
      await env.test.api.signIn(EMAIL, 'device-1')
      await env.test.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-2' })
      const link = await env.test.api.lastLink(EMAIL)

      expect((await fetch(link)).status).toBe(200)
      const again = await fetch(link)
      expect(again.status).toBe(410)
      expect(await again.text()).toContain('already used')
      expect((await fetch(`${env.test.backend.url}/device/approve?token=nope`)).status).toBe(404)
    })

    it('behavior: stop() answers held waits at once instead of after the wait time', async () => {
      const stopping = await startTestBackend(env.database, { deviceWaitMs: 60_000 })
      const waiting = stopping.api.post('/v1/device/wait', { email: EMAIL, deviceId: 'device-2' }).then(
        (answer) => answer.body,
        () => 'closed',
      )
      await new Promise((resolve) => setTimeout(resolve, 20))

      await stopping.backend.stop()

      expect([{ approved: false }, 'closed']).toContainEqual(await waiting)
    })

    it('behavior: an unapproved device waits out the long poll and hears approved: false', async () => {
      const short = await startTestBackend(env.database, { deviceWaitMs: 20 })
      try {
        await short.api.signIn(EMAIL, 'device-1')
        await short.api.post('/v1/email/start', { email: EMAIL, deviceId: 'device-2' })

        await expect(short.api.post('/v1/device/wait', { email: EMAIL, deviceId: 'device-2' })).resolves.toMatchObject({ status: 200, body: { approved: false } })
      } finally {
        await short.backend.stop()
      }
    })
  })
})
