// One sign-in server process of several behind a load balancer: `createSiwxServer` on a shared
// Redis (RedisNonceStore + RedisSessionStore), served by the demo's endpoint
// (scripts/siwxEndpoint.ts) plus `GET /siwx/session?chainId=…&address=…` → `{ sessions }`.
// Started by scripts/startSiwxServerProcess.ts (the two-process tests, `npm run bench`):
//   WALLETPORT_REDIS_URL=redis://127.0.0.1:6379 WALLETPORT_SIWX_ORIGIN=https://app.example node --import tsx scripts/siwxRedisServer.ts
// Optional: WALLETPORT_SIWX_NONCE_TTL_MS, WALLETPORT_REDIS_TIMEOUT_MS, PORT (default: a free one).
// Prints one line, `{"port":N}`, once it listens.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Redis } from 'ioredis'
import { createSiwxServer, RedisNonceStore, RedisSessionStore, SiwxStoreUnavailableError, type SiwxServer } from '../adapters/siwx/server/index.js'
import { createSiwxEndpoint } from './siwxEndpoint.js'

/** The session route of this process (the demo's endpoint has nonce and verify only). */
const SIWX_SESSION_PATH = '/siwx/session'

const redisUrl = required('WALLETPORT_REDIS_URL')
const origin = new URL(required('WALLETPORT_SIWX_ORIGIN'))
const nonceTtlMs = optionalNumber('WALLETPORT_SIWX_NONCE_TTL_MS')
const timeoutMs = optionalNumber('WALLETPORT_REDIS_TIMEOUT_MS')

// Fail fast while Redis is away (no offline queue, one try), reconnect every 100 ms: a sign-in
// answers 503 at once rather than hang, and the store's deadline (timeoutMs) bounds the rest.
const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: () => 100, lazyConnect: true })
redis.on('error', () => undefined) // each refused reconnect; the requests meanwhile say 503
await redis.connect()

const storeOptions = timeoutMs === undefined ? {} : { timeoutMs }
const siwx = createSiwxServer({
  domain: origin.host,
  uri: origin.origin,
  nonceStore: new RedisNonceStore(redis, storeOptions),
  sessionStore: new RedisSessionStore(redis, storeOptions),
  ...(nonceTtlMs === undefined ? {} : { nonceTtlMs }),
})
const endpoint = createSiwxEndpoint({ origin: origin.origin, chains: [], server: siwx })

const server = createServer((request, response) => {
  if (endpoint(request, response)) return
  if (new URL(request.url ?? '/', 'http://localhost').pathname === SIWX_SESSION_PATH) return void answerSessions(siwx, request, response)
  send(response, 404, { ok: false })
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`)
})
const shutdown = (): void => {
  server.close()
  server.closeAllConnections()
  redis.disconnect()
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)

async function answerSessions(server: SiwxServer, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams
  const chainId = query.get('chainId')
  const address = query.get('address')
  if (request.method !== 'GET') return send(response, 405, { ok: false })
  if (!chainId || !address) return send(response, 400, { ok: false })
  try {
    send(response, 200, { sessions: await server.getSessions(chainId, address) })
  } catch (error) {
    if (error instanceof SiwxStoreUnavailableError) send(response, 503, { ok: false, error: error.name, message: error.shortMessage })
    else send(response, 500, { ok: false })
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body))
}

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`siwxRedisServer: set ${name}`)
  return value
}

function optionalNumber(name: string): number | undefined {
  const value = process.env[name]
  if (value === undefined || value === '') return undefined
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) throw new Error(`siwxRedisServer: ${name} must be a positive number of ms`)
  return number
}
