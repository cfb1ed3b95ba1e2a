import { sign, signData } from '@tma.js/init-data-node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { startTestBackend, type TestBackend } from '../testing/startTestBackend.js'
import { TEST_DATABASES, type TestDatabase } from '../testing/testDatabases.js'
import { TELEGRAM_INIT_DATA_TTL_S } from './telegramRoutes.js'

const BOT_TOKEN = '7000000001:AAHdemoDemoDemoDemoDemoDemoDemoDemo0'
const [, openPglite] = TEST_DATABASES[0] ?? []

describe('POST /v1/telegram/verify: a mini app launch data checked with the bot token (@tma.js/init-data-node)', () => {
  let database: TestDatabase
  let test: TestBackend

  beforeAll(async () => {
    if (!openPglite) throw new Error('no test database')
    database = await openPglite()
    test = await startTestBackend(database, { telegram: { botToken: BOT_TOKEN } })
  }, 30_000)
  afterAll(async () => {
    await test?.backend.stop()
    await database?.close()
  })
  beforeEach(() => {
    test.clock = new ManualClock({ now: Date.parse('2026-11-27T12:00:00Z') })
  })

  function initData(options: { readonly token?: string; readonly authDate?: Date } = {}): string {
    return sign({ user: { id: 42, first_name: 'Tess', username: 'tess' }, query_id: 'AAH-query' }, options.token ?? BOT_TOKEN, options.authDate ?? new Date(test.clock.now() - 60_000))
  }

  it('behavior: initData signed by the bot token tells who launched the mini app', async () => {
    await expect(test.api.post('/v1/telegram/verify', { initData: initData() })).resolves.toMatchObject({ status: 200, body: { user: { id: 42, firstName: 'Tess', username: 'tess' } } })
  })

  it('attack: initData signed by another bot, or altered after signing, is refused', async () => {
    await expect(test.api.post('/v1/telegram/verify', { initData: initData({ token: '7000000002:AAHotherOtherOtherOtherOtherOther00' }) })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_init_data' } })
    const altered = new URLSearchParams(initData())
    altered.set('user', JSON.stringify({ id: 1, first_name: 'Mallory' }))
    await expect(test.api.post('/v1/telegram/verify', { initData: altered.toString() })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_init_data' } })
    const unsigned = new URLSearchParams(initData())
    unsigned.delete('hash')
    await expect(test.api.post('/v1/telegram/verify', { initData: unsigned.toString() })).resolves.toMatchObject({ status: 401, body: { error: 'invalid_init_data' } })
  })

  it('fault: initData older than a day is refused as expired', async () => {
    const data = initData({ authDate: new Date(test.clock.now()) })
    test.clock.advance(TELEGRAM_INIT_DATA_TTL_S * 1000 - 1000)
    await expect(test.api.post('/v1/telegram/verify', { initData: data })).resolves.toMatchObject({ status: 200 })
    test.clock.advance(1000)
    await expect(test.api.post('/v1/telegram/verify', { initData: data })).resolves.toMatchObject({ status: 401, body: { error: 'expired_init_data' } })
  })

  it('bad input: no initData, an oversized one, or a signed one without the fields Telegram sends, is a 400', async () => {
    await expect(test.api.post('/v1/telegram/verify', {})).resolves.toMatchObject({ status: 400 })
    // Hashed with the bot token, but without Telegram's `signature` field: refused as malformed.
    const fields = new URLSearchParams({ auth_date: String(Math.floor(test.clock.now() / 1000)), query_id: 'AAH-query', user: JSON.stringify({ id: 42, first_name: 'Tess' }) })
    fields.set('hash', signData([...fields].map(([key, value]) => `${key}=${value}`).sort().join('\n'), BOT_TOKEN))
    await expect(test.api.post('/v1/telegram/verify', { initData: fields.toString() })).resolves.toMatchObject({ status: 400, body: { error: 'malformed_init_data' } })
    await expect(test.api.post('/v1/telegram/verify', { initData: 'a'.repeat(9000) })).resolves.toMatchObject({ status: 400 })
  })
})
