import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { startTestBackend, type TestBackend } from '../testing/startTestBackend.js'
import { resetFrameTables, TEST_DATABASES, type TestDatabase } from '../testing/testDatabases.js'

const [, openPglite] = TEST_DATABASES[0] ?? []
let database: TestDatabase
let test: TestBackend
let smtp: SMTPServer
const received: { to: string[]; text: string }[] = []

beforeAll(async () => {
  if (!openPglite) throw new Error('no PGlite test database')
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), text: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  const { port } = smtp.server.address() as AddressInfo
  database = await openPglite()
  test = await startTestBackend(database, { smtp: { host: '127.0.0.1', port, from: 'frame <frame@localhost>' } })
}, 30_000)

afterAll(async () => {
  await test?.backend.stop()
  await database?.close()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

beforeEach(async () => {
  await resetFrameTables(database.client)
  received.length = 0
  test.clock = new ManualClock()
})

describe('outbox', () => {
  it('/outbox.json: the latest code and the latest device link of an address', async () => {
    await test.api.signIn('alice@example.com', 'device-1')
    test.clock.advance(1_000)
    await test.api.post('/v1/email/start', { email: 'alice@example.com', deviceId: 'device-2' })

    const { body } = await test.api.get('/outbox.json?email=Alice@Example.com')

    expect(body.messages).toEqual([
      { to: 'alice@example.com', kind: 'device', link: expect.stringMatching(`^${test.backend.url}/device/approve\\?token=`), sentAt: new Date(test.clock.now()).toISOString() },
      { to: 'alice@example.com', kind: 'otp', code: expect.stringMatching(/^\d{6}$/), sentAt: new Date(test.clock.now() - 1_000).toISOString() },
    ])
  })

  it('/outbox: the latest message per address, newest first, escaped', async () => {
    await test.backend.store.recordMail({ to: 'bob@example.com', kind: 'otp', code: '111111' })
    test.clock.advance(1_000)
    await test.backend.store.recordMail({ to: '<img src=x onerror=alert(1)>@example.com', kind: 'device', link: 'javascript:alert(1)' })
    test.clock.advance(1_000)
    await test.backend.store.recordMail({ to: 'bob@example.com', kind: 'otp', code: '222222' })

    const response = await fetch(`${test.backend.url}/outbox`)
    const html = await response.text()

    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;@example.com')
    expect(html).not.toContain('href="javascript:')
    expect(html).not.toContain('111111')
    expect(html.indexOf('222222')).toBeLessThan(html.indexOf('&lt;img'))
  })

  it('smtp: codes and device links are also delivered by SMTP', async () => {
    await test.api.signIn('alice@example.com', 'device-1')
    await test.api.post('/v1/email/start', { email: 'alice@example.com', deviceId: 'device-2' })

    expect(received.map((mail) => mail.to)).toEqual([['alice@example.com'], ['alice@example.com']])
    expect(received[0]?.text).toMatch(/^From: frame <frame@localhost>$/m)
    expect(quotedPrintable(received[0]?.text)).toContain(`Your code is ${await test.api.lastCode('alice@example.com')}.`)
    expect(quotedPrintable(received[1]?.text)).toContain(await test.api.lastLink('alice@example.com'))
  })
})

/** The text as written: nodemailer sends it quoted-printable (soft breaks, `=XX` escapes). */
function quotedPrintable(text = ''): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
