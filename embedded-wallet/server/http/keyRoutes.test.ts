import { describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../testing/testDatabases.js'
import { useTestBackend } from '../testing/useTestBackend.js'

const BACKUP = { ciphertext: 'c2VjcmV0IGtleSBieXRlcw==', iv: 'AAECAwQFBgcICQoL', address: '0x1111111111111111111111111111111111111111' }

describe.each(TEST_DATABASES)('keys on %s', (_kind, open) => {
  const env = useTestBackend(open)

  it('behavior: the data key is 32 bytes, the same for every session of a user, another for another user', async () => {
    const first = await env.test.api.signIn('alice@example.com', 'device-1')
    const second = await env.test.api.signIn('alice@example.com', 'device-1')
    const bob = await env.test.api.signIn('bob@example.com', 'device-1')

    const key = (await env.test.api.get('/v1/keys/data-key', first.sessionToken)).body.dataKey as string
    expect(Buffer.from(key, 'base64')).toHaveLength(32)
    await expect(env.test.api.get('/v1/keys/data-key', second.sessionToken)).resolves.toMatchObject({ body: { dataKey: key } })
    expect((await env.test.api.get('/v1/keys/data-key', bob.sessionToken)).body.dataKey).not.toBe(key)
  })

  it('behavior: no backup, then the one put; a second put is backup_exists and changes nothing', async () => {
    const { sessionToken } = await env.test.api.signIn('alice@example.com')
    await expect(env.test.api.get('/v1/keys/backup', sessionToken)).resolves.toMatchObject({ status: 200, body: { backup: null } })

    await expect(env.test.api.put('/v1/keys/backup', BACKUP, sessionToken)).resolves.toMatchObject({ status: 204 })
    await expect(env.test.api.put('/v1/keys/backup', { ...BACKUP, address: `0x${'2'.repeat(40)}` }, sessionToken)).resolves.toMatchObject({ status: 409, body: { error: 'backup_exists' } })
    await expect(env.test.api.get('/v1/keys/backup', sessionToken)).resolves.toMatchObject({ body: { backup: BACKUP } })
  })

  it('validation: a backup must be base64 with a 12-byte iv and an address; keys need a session', async () => {
    const { sessionToken } = await env.test.api.signIn('alice@example.com')

    const badIv = await env.test.api.put('/v1/keys/backup', { ...BACKUP, iv: 'AAEC' }, sessionToken)
    expect(badIv).toMatchObject({ status: 400, body: { error: 'invalid_request', message: expect.stringContaining('iv') } })
    await expect(env.test.api.put('/v1/keys/backup', { ...BACKUP, address: 'alice' }, sessionToken)).resolves.toMatchObject({ status: 400 })
    await expect(env.test.api.put('/v1/keys/backup', BACKUP)).resolves.toMatchObject({ status: 401, body: { error: 'invalid_session' } })
    await expect(env.test.api.get('/v1/keys/data-key')).resolves.toMatchObject({ status: 401, body: { error: 'invalid_session' } })
  })
})
