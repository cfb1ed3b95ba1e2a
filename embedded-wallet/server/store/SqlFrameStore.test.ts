import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { resetFrameTables, TEST_DATABASES, type TestDatabase } from '../testing/testDatabases.js'
import { runMigrations } from './runMigrations.js'
import { SqlFrameStore } from './SqlFrameStore.js'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

describe.each(TEST_DATABASES)('SqlFrameStore on %s', (_kind, open) => {
  let database: TestDatabase
  let clock: ManualClock
  let store: SqlFrameStore

  beforeAll(async () => {
    database = await open()
  }, 30_000)
  afterAll(async () => {
    await database?.close()
  })
  beforeEach(async () => {
    await resetFrameTables(database.client)
    clock = new ManualClock()
    store = new SqlFrameStore({ client: database.client, clock })
  })

  it('migrations: applied once; a second run applies nothing', async () => {
    await expect(runMigrations(database.client)).resolves.toEqual([])
    const { rows } = await database.client.query<{ name: string }>('select name from schema_migrations')
    expect(rows).toEqual([{ name: '001_init.sql' }])
  })

  it('users: ensureUser creates once and finds the same user after', async () => {
    const created = await store.ensureUser('a@example.com')

    await expect(store.ensureUser('a@example.com')).resolves.toEqual(created)
    await expect(store.findUser('a@example.com')).resolves.toEqual(created)
    await expect(store.findUser('b@example.com')).resolves.toBeUndefined()
  })

  describe('otp', () => {
    it('behavior: the right code once; a second use is refused', async () => {
      const code = await store.issueOtp('a@example.com', 'login')

      expect(code).toMatch(/^\d{6}$/)
      await expect(store.checkOtp({ email: 'a@example.com', purpose: 'login', code })).resolves.toEqual({ outcome: 'ok' })
      await expect(store.checkOtp({ email: 'a@example.com', purpose: 'login', code })).resolves.toEqual({ outcome: 'used' })
    })

    it('behavior: wrong codes count down; after 5 even the right code is locked until a new code', async () => {
      const code = await store.issueOtp('a@example.com', 'login')
      const wrong = code === '000000' ? '111111' : '000000'

      const left = []
      for (let index = 0; index < 5; index += 1) left.push(await store.checkOtp({ email: 'a@example.com', purpose: 'login', code: wrong }))
      expect(left).toEqual([4, 3, 2, 1, 0].map((attemptsLeft) => ({ outcome: 'wrong', attemptsLeft })))
      await expect(store.checkOtp({ email: 'a@example.com', purpose: 'login', code })).resolves.toEqual({ outcome: 'locked' })

      const next = await store.issueOtp('a@example.com', 'login')
      await expect(store.checkOtp({ email: 'a@example.com', purpose: 'login', code: next })).resolves.toEqual({ outcome: 'ok' })
    })

    it('behavior: a new code replaces the old one', async () => {
      const first = await store.issueOtp('a@example.com', 'login')
      let second = await store.issueOtp('a@example.com', 'login')
      while (second === first) second = await store.issueOtp('a@example.com', 'login')

      await expect(store.checkOtp({ email: 'a@example.com', purpose: 'login', code: first })).resolves.toEqual({ outcome: 'wrong', attemptsLeft: 4 })
      await expect(store.checkOtp({ email: 'a@example.com', purpose: 'login', code: second })).resolves.toEqual({ outcome: 'ok' })
    })

    it('behavior: expired after 10 minutes; no code; codes of another purpose do not count', async () => {
      const code = await store.issueOtp('a@example.com', 'login')
      clock.advance(10 * MINUTE)

      await expect(store.checkOtp({ email: 'a@example.com', purpose: 'login', code })).resolves.toEqual({ outcome: 'expired' })
      await expect(store.checkOtp({ email: 'a@example.com', purpose: 'update_primary', code })).resolves.toEqual({ outcome: 'missing' })
    })

    it('storage: only a hash of the code is kept', async () => {
      const code = await store.issueOtp('a@example.com', 'login')

      const { rows } = await database.client.query<{ code_hash: string }>('select code_hash from otps')
      expect(rows).toHaveLength(1)
      expect(rows[0]?.code_hash).not.toContain(code)
      expect(rows[0]?.code_hash).toHaveLength(43)
    })
  })

  describe('devices', () => {
    it('behavior: a link approves once within 10 minutes; logging in uses the approval up', async () => {
      const user = await store.ensureUser('a@example.com')
      const token = await store.issueDeviceLink('a@example.com', 'device-2')
      await expect(store.isDeviceApproved('a@example.com', 'device-2')).resolves.toBe(false)

      await expect(store.approveDeviceLink(token)).resolves.toEqual({ outcome: 'approved', email: 'a@example.com', deviceId: 'device-2' })
      await expect(store.approveDeviceLink(token)).resolves.toEqual({ outcome: 'used' })
      await expect(store.isDeviceApproved('a@example.com', 'device-2')).resolves.toBe(true)
      await expect(store.isDeviceApproved('a@example.com', 'device-3')).resolves.toBe(false)

      await store.rememberDevice(user, 'device-2')
      await expect(store.isKnownDevice(user.id, 'device-2')).resolves.toBe(true)
      await expect(store.isDeviceApproved('a@example.com', 'device-2')).resolves.toBe(false)
    })

    it('behavior: an old or unknown link approves nothing', async () => {
      const token = await store.issueDeviceLink('a@example.com', 'device-2')
      clock.advance(10 * MINUTE)

      await expect(store.approveDeviceLink(token)).resolves.toEqual({ outcome: 'expired' })
      await expect(store.approveDeviceLink('not-a-token')).resolves.toEqual({ outcome: 'unknown' })
    })
  })

  describe('sessions', () => {
    it('behavior: a session authenticates for 24 hours', async () => {
      const user = await store.ensureUser('a@example.com')
      const session = await store.openSession(user)

      await expect(store.findSession(session.sessionToken)).resolves.toMatchObject({ user })
      clock.advance(DAY)
      await expect(store.findSession(session.sessionToken)).resolves.toBeUndefined()
    })

    it('behavior: resume hands out a new token and handle; the old handle is refused', async () => {
      const user = await store.ensureUser('a@example.com')
      const first = await store.openSession(user)
      clock.advance(2 * DAY)

      const resumed = await store.resumeSession(first.handle)
      expect(resumed).toMatchObject({ user })
      expect(resumed?.handle).not.toBe(first.handle)
      await expect(store.findSession(resumed?.sessionToken ?? '')).resolves.toMatchObject({ user })
      await expect(store.resumeSession(first.handle)).resolves.toBeUndefined()
      await expect(store.resumeSession(resumed?.handle ?? '')).resolves.toMatchObject({ user })
    })

    it('behavior: revoking ends the session and its handle; handles expire after 30 days', async () => {
      const user = await store.ensureUser('a@example.com')
      const revoked = await store.openSession(user)
      const expiring = await store.openSession(user)
      const active = await store.findSession(revoked.sessionToken)

      await store.revokeSession(active?.sessionId ?? '')
      await expect(store.findSession(revoked.sessionToken)).resolves.toBeUndefined()
      await expect(store.resumeSession(revoked.handle)).resolves.toBeUndefined()
      clock.advance(30 * DAY)
      await expect(store.resumeSession(expiring.handle)).resolves.toBeUndefined()
    })
  })

  describe('keys', () => {
    it('behavior: one 32-byte data key per user, the same on every read', async () => {
      const alice = await store.ensureUser('a@example.com')
      const bob = await store.ensureUser('b@example.com')

      const key = await store.dataKey(alice.id)
      expect(key).toHaveLength(32)
      await expect(store.dataKey(alice.id)).resolves.toEqual(key)
      await expect(store.dataKey(bob.id)).resolves.not.toEqual(key)
    })

    it('behavior: a backup is stored once and never overwritten', async () => {
      const user = await store.ensureUser('a@example.com')
      const backup = { ciphertext: 'Y2lwaGVy', iv: 'aXY=', address: '0x0000000000000000000000000000000000000001' }
      await expect(store.keyBackup(user.id)).resolves.toBeUndefined()

      await expect(store.saveKeyBackup(user.id, backup)).resolves.toBe(true)
      await expect(store.saveKeyBackup(user.id, { ...backup, ciphertext: 'b3RoZXI=' })).resolves.toBe(false)
      await expect(store.keyBackup(user.id)).resolves.toEqual(backup)
    })
  })

  it('email update: applied only once the current address confirmed; refused when the address was taken meanwhile', async () => {
    const alice = await store.ensureUser('a@example.com')
    await store.startEmailUpdate(alice.id, 'new@example.com')
    await expect(store.pendingEmailUpdate(alice.id)).resolves.toEqual({ newEmail: 'new@example.com', primaryVerified: false })
    await expect(store.applyEmailUpdate(alice.id)).resolves.toBeUndefined()

    await store.confirmPrimaryEmail(alice.id)
    await expect(store.applyEmailUpdate(alice.id)).resolves.toEqual({ id: alice.id, email: 'new@example.com' })
    await expect(store.pendingEmailUpdate(alice.id)).resolves.toBeUndefined()

    await store.startEmailUpdate(alice.id, 'b@example.com')
    await store.confirmPrimaryEmail(alice.id)
    await store.ensureUser('b@example.com')
    await expect(store.applyEmailUpdate(alice.id)).resolves.toBe('taken')
  })

  it('outbox: the latest message per address and kind, newest first', async () => {
    await store.recordMail({ to: 'a@example.com', kind: 'otp', code: '111111' })
    clock.advance(1_000)
    await store.recordMail({ to: 'b@example.com', kind: 'device', link: 'http://x/device/approve?token=t' })
    clock.advance(1_000)
    await store.recordMail({ to: 'a@example.com', kind: 'otp', code: '222222' })

    await expect(store.latestMails()).resolves.toEqual([
      { to: 'a@example.com', kind: 'otp', code: '222222', sentAt: new Date(clock.now()).toISOString() },
      { to: 'b@example.com', kind: 'device', link: 'http://x/device/approve?token=t', sentAt: new Date(clock.now() - 1_000).toISOString() },
    ])
    await expect(store.latestMails('b@example.com')).resolves.toHaveLength(1)
  })

  it('result handles: single use, for their purpose only, at most 60 s', async () => {
    const handle = await store.issueResultHandle({ purpose: 'social', payload: { code: 'x' }, origin: 'https://app.example' })
    await expect(store.consumeResultHandle({ handle, purpose: 'other' })).resolves.toBeUndefined()
    await expect(store.consumeResultHandle({ handle, purpose: 'social' })).resolves.toEqual({ payload: { code: 'x' }, origin: 'https://app.example' })
    await expect(store.consumeResultHandle({ handle, purpose: 'social' })).resolves.toBeUndefined()

    const late = await store.issueResultHandle({ purpose: 'social', payload: null, origin: 'https://app.example', ttlMs: 10 * MINUTE })
    clock.advance(60_000)
    await expect(store.consumeResultHandle({ handle: late, purpose: 'social' })).resolves.toBeUndefined()
  })
})
