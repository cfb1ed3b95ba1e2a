import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedis, type RunningRedis } from '../../../tests/support/startRedis.js'
import { RedisNonceStore } from './RedisNonceStore.js'
import { RedisSessionStore } from './RedisSessionStore.js'
import { SiwxStoreUnavailableError, SiwxStoreValueError } from './siwxStoreErrors.js'
import { describeNonceStoreContract } from './testing/describeNonceStoreContract.js'
import { describeSessionStoreContract } from './testing/describeSessionStoreContract.js'

// The Redis stores against Debian's real redis-server: the shared contract (two clients, as two
// processes would hold), then what only Redis can do wrong: foreign values, outages.
let redis: RunningRedis
const clients: Redis[] = []
let prefixes = 0

function client(): Redis {
  // Fail fast while Redis is down (no offline queue) and reconnect every 50 ms: the store's own
  // deadline is tested separately, with ioredis' defaults.
  const created = new Redis({ port: redis.port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => 50 })
  created.on('error', () => undefined) // the refused reconnects while Redis is killed, on purpose
  clients.push(created)
  return created
}

async function connected(): Promise<[Redis, Redis]> {
  const pair: [Redis, Redis] = [client(), client()]
  await Promise.all(pair.map((each) => each.connect()))
  return pair
}

const freshPrefix = (): string => `test${++prefixes}:`

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  clients.forEach((each) => each.disconnect())
  await redis?.stop()
})

describeNonceStoreContract('RedisNonceStore', async () => {
  const [a, b] = await connected()
  const keyPrefix = freshPrefix()
  return { store: new RedisNonceStore(a, { keyPrefix }), other: new RedisNonceStore(b, { keyPrefix }) }
})

describeSessionStoreContract('RedisSessionStore', async () => {
  const [a, b] = await connected()
  const keyPrefix = freshPrefix()
  return { store: new RedisSessionStore(a, { keyPrefix }), other: new RedisSessionStore(b, { keyPrefix }) }
})

describe('RedisNonceStore', () => {
  it('default: one key per nonce under walletport:siwx:, expiring by PX (its life + 60 s to read as expired)', async () => {
    const [a] = await connected()
    const store = new RedisNonceStore(a)
    await store.add('pxNonce001', Date.now() + 5_000)

    const ttl = await a.pttl('walletport:siwx:nonce:{pxNonce001}')

    expect(ttl).toBeGreaterThan(60_000)
    expect(ttl).toBeLessThanOrEqual(65_000)
    expect(await a.get('walletport:siwx:nonce:{pxNonce001}')).toMatch(/^\{"expiresAt":\d+\}$/)
  })

  it('behavior: a value walletport did not write is never trusted: SiwxStoreValueError, the nonce not accepted', async () => {
    const [a] = await connected()
    const keyPrefix = freshPrefix()
    const store = new RedisNonceStore(a, { keyPrefix })
    await a.set(`${keyPrefix}nonce:{forged0001}`, JSON.stringify({ expiresAt: 'never' }))
    await a.set(`${keyPrefix}nonce:{forged0002}`, 'not json')

    await expect(store.peek('forged0001')).rejects.toBeInstanceOf(SiwxStoreValueError)
    await expect(store.consume('forged0002')).rejects.toThrow('The sign-in nonce store holds a malformed value')
  })

  it('behavior: Redis killed → SiwxStoreUnavailableError on every call; back → works again', async () => {
    const [a] = await connected()
    const keyPrefix = freshPrefix()
    const store = new RedisNonceStore(a, { keyPrefix })
    await store.add('before0001', Date.now() + 60_000)

    await redis.kill()
    const down = await Promise.allSettled([store.add('during0001', Date.now() + 60_000), store.peek('before0001'), store.consume('before0001')])
    await redis.start()
    await until(() => a.status === 'ready')

    for (const outcome of down) {
      expect(outcome.status).toBe('rejected')
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(SiwxStoreUnavailableError)
      expect(((outcome as PromiseRejectedResult).reason as Error).message).toContain('The sign-in nonce store is unavailable')
    }
    // The restarted Redis saved nothing: the old nonce is gone (refused, not accepted), new ones work.
    expect(await store.consume('before0001')).toBe(false)
    await store.add('after00001', Date.now() + 60_000)
    expect(await store.consume('after00001')).toBe(true)
  })

  it('parameters: timeoutMs bounds a client that queues commands while Redis is away (ioredis defaults)', async () => {
    const patient = new Redis({ port: redis.port, host: '127.0.0.1' })
    patient.on('error', () => undefined)
    clients.push(patient)
    await until(() => patient.status === 'ready')
    const store = new RedisNonceStore(patient, { keyPrefix: freshPrefix(), timeoutMs: 300 })

    await redis.kill()
    const started = Date.now()
    const outcome = store.consume('anything01').catch((error: unknown) => error)
    const error = await outcome
    const waited = Date.now() - started
    await redis.start()

    expect(error).toBeInstanceOf(SiwxStoreUnavailableError)
    expect((error as SiwxStoreUnavailableError).details).toEqual({ store: 'nonce', operation: 'consume' })
    expect(waited).toBeGreaterThanOrEqual(250)
    expect(waited).toBeLessThan(2_000)
  })
})

describe('runRedisCommand (through RedisNonceStore)', () => {
  it('behavior: on a process too busy to read its socket, an answer that came in time is not mistaken for an outage', async () => {
    const [a] = await connected()
    const store = new RedisNonceStore(a, { keyPrefix: freshPrefix(), timeoutMs: 50 })
    await store.add('busy000001', Date.now() + 60_000)

    const peeked = store.peek('busy000001')
    const blockedUntil = Date.now() + 300 // Redis answers within ms; this process reads it only after the block
    while (Date.now() < blockedUntil) {
      // busy: the event loop is blocked past the 50 ms deadline
    }

    await expect(peeked).resolves.toMatchObject({ used: false })
  })
})

describe('RedisSessionStore', () => {
  it('behavior: a stored value that is not a session, or is another account’s, is SiwxStoreValueError', async () => {
    const [a] = await connected()
    const keyPrefix = freshPrefix()
    const store = new RedisSessionStore(a, { keyPrefix })
    await a.set(`${keyPrefix}session:{eip155:1|0xaa}`, JSON.stringify({ data: { chainId: 'eip155:1' } }))
    const someoneElse = { data: { chainId: 'eip155:1', accountAddress: '0xbb', domain: 'a.example', uri: 'https://a.example', version: '1', nonce: 'nonce0001' }, message: 'm', signature: '0x' }
    await a.set(`${keyPrefix}session:{eip155:1|0xcc}`, JSON.stringify(someoneElse))

    await expect(store.find('eip155:1', '0xAA')).rejects.toBeInstanceOf(SiwxStoreValueError)
    await expect(store.find('eip155:1', '0xcc')).rejects.toThrow('The sign-in session store holds a malformed value')
  })

  it('behavior: Redis down → SiwxStoreUnavailableError', async () => {
    const [a] = await connected()
    const store = new RedisSessionStore(a, { keyPrefix: freshPrefix() })

    await redis.kill()
    const error = await store.find('eip155:1', '0xaa').catch((caught: unknown) => caught)
    await redis.start()

    expect(error).toBeInstanceOf(SiwxStoreUnavailableError)
    expect((error as Error).message).toContain('The sign-in session store is unavailable')
  })
})

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
