import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SqlClient } from './store/SqlClient.js'
import { startTestBackend, type TestBackend } from './testing/startTestBackend.js'
import { TEST_DATABASES, type TestDatabase } from './testing/testDatabases.js'

const [, openPglite] = TEST_DATABASES[0] ?? []
let database: TestDatabase
let test: TestBackend
let pageDir: string
/** Set by a test to make every store query fail (an unexpected database error). */
let failQueries = false

beforeAll(async () => {
  if (!openPglite) throw new Error('no PGlite test database')
  database = await openPglite()
  pageDir = await mkdtemp(join(tmpdir(), 'walletport-page-'))
  await writeFile(join(pageDir, 'main.ts'), "const greeting: string = 'frame page ' + 'loaded'\nconsole.log(greeting)\n")
  const failing: SqlClient = {
    query: (sql, params) => (failQueries ? Promise.reject(new Error('connection lost at /srv/secret/path.ts:42')) : database.client.query(sql, params)),
    exec: (script) => database.client.exec(script),
    transaction: (work) => database.client.transaction(work),
    close: () => database.client.close(),
  }
  test = await startTestBackend({ ...database, client: failing }, { allowedOrigins: ['https://app.example', 'http://localhost:5173'], pageEntry: join(pageDir, 'main.ts') })
}, 30_000)

afterAll(async () => {
  await test?.backend.stop()
  await database?.close()
  if (pageDir) await rm(pageDir, { recursive: true, force: true })
})

describe('startFrameBackend: pages', () => {
  it('GET /frame: the page with its config, CSP frame-ancestors from the allowed origins, nothing cached or sniffed', async () => {
    const response = await fetch(`${test.backend.url}/frame`)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toMatch(/^frame-ancestors https:\/\/app\.example http:\/\/localhost:5173; default-src 'self'; script-src 'self'/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await response.text()).toContain('{"allowedOrigins":["https://app.example","http://localhost:5173"]}')
  })

  it('GET /frame.js: the page entry bundled once, minified ESM', async () => {
    const response = await fetch(`${test.backend.url}/frame.js`)

    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toContain('frame page loaded')
    expect(script).not.toContain(': string')
    expect(script.trim().split('\n')).toHaveLength(1)
  })

  it('GET /loading and /healthz', async () => {
    const loading = await fetch(`${test.backend.url}/loading`)
    expect(await loading.text()).toContain('Loading…')
    expect(loading.headers.get('content-security-policy')).toMatch(/^frame-ancestors https:\/\/app\.example /)
    expect(loading.headers.get('x-content-type-options')).toBe('nosniff')

    await expect(test.api.get('/healthz')).resolves.toMatchObject({ status: 200, body: { ok: true } })
  })
})

describe('startFrameBackend: requests', () => {
  it('behavior: an unknown route or method is 404 not_found', async () => {
    await expect(test.api.get('/v1/nothing')).resolves.toMatchObject({ status: 404, body: { error: 'not_found' } })
    await expect(test.api.get('/v1/email/start')).resolves.toMatchObject({ status: 404, body: { error: 'not_found' } })
  })

  it('validation: not JSON, or JSON of the wrong shape, is 400 invalid_request naming the problem', async () => {
    await expect(test.api.post('/v1/email/start', '{"email":')).resolves.toMatchObject({ status: 400, body: { error: 'invalid_request', message: 'The request body is not JSON.' } })
    const wrong = await test.api.post('/v1/email/verify', { email: 'a@example.com', deviceId: 'device-1', otp: '12ab' })
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_request', message: expect.stringContaining('otp: 6 digits') } })
    await expect(test.api.post('/v1/email/start')).resolves.toMatchObject({ status: 400, body: { error: 'invalid_request' } })
  })

  it('validation: a body over 64 kB is 413 payload_too_large', async () => {
    const answer = await test.api.post('/v1/email/start', { email: 'a@example.com', deviceId: 'device-1', padding: 'x'.repeat(70_000) })

    expect(answer).toMatchObject({ status: 413, body: { error: 'payload_too_large' } })
  })

  it('behavior: an unexpected failure is a 500 without its details', async () => {
    failQueries = true
    try {
      const answer = await test.api.post('/v1/email/start', { email: 'a@example.com', deviceId: 'device-1' })

      expect(answer).toMatchObject({ status: 500, body: { error: 'internal_error', message: 'The server could not answer.' } })
      expect(JSON.stringify(answer.body)).not.toMatch(/secret|\.ts|at /)
    } finally {
      failQueries = false
    }
  })
})
