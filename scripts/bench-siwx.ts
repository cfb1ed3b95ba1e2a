// `npm run bench` (part): the shared SIWX store under load. Two sign-in server processes
// (scripts/siwxRedisServer.ts: createSiwxServer + RedisNonceStore + RedisSessionStore) on one
// Debian redis-server, loopback only. Each round: 200 visitors (viem local accounts, real
// secp256k1 signatures) get a nonce from one process; each signed request is then posted to
// BOTH processes at once, 200 concurrent verify requests on each. Bounded: ROUNDS rounds, each
// request 10 s at most, the whole run 60 s. Prints requests/s, p50 and p99 of a verify, and two
// counts that must be 0 (the exit code says so): a nonce accepted twice, a session lost (accepted
// but not found afterwards, on either process).
import { performance } from 'node:perf_hooks'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiwxMessage } from '../core/siwx/createSiwxMessage.js'
import { startRedis } from '../tests/support/startRedis.js'
import { SIWX_ENDPOINT_PATHS } from './siwxEndpoint.js'
import { startSiwxServerProcess, type SiwxServerProcess } from './startSiwxServerProcess.js'

const ORIGIN = 'https://app.example'
const CONCURRENT_PER_SERVER = 200
const ROUNDS = 3
const REQUEST_TIMEOUT_MS = 10_000
const RUN_DEADLINE_MS = 60_000

interface Visitor {
  readonly address: string
  readonly nonce: string
  readonly body: string
}

const runStarted = Date.now()
const redis = await startRedis()
const servers = await Promise.all([0, 1].map(() => startSiwxServerProcess({ redisUrl: redis.url, origin: ORIGIN })))
try {
  const latencies: number[] = []
  let requests = 0
  let accepted = 0
  let doubleAccepted = 0
  let lostSessions = 0
  let refusedAsReused = 0
  let failures = 0
  const failureKinds = new Map<string, number>()
  let loadMs = 0
  for (let round = 0; round < ROUNDS && Date.now() - runStarted < RUN_DEADLINE_MS; round++) {
    const visitors = await prepareVisitors(servers)
    const started = performance.now()
    const outcomes = await Promise.all(
      visitors.map(async (visitor) => {
        const answers = await Promise.all(servers.map((server) => timedVerify(server, visitor.body)))
        return { visitor, answers }
      }),
    )
    loadMs += performance.now() - started
    for (const { answers } of outcomes) {
      requests += answers.length
      latencies.push(...answers.map((answer) => answer.ms))
      const wins = answers.filter((answer) => answer.status === 200).length
      accepted += wins
      if (wins > 1) doubleAccepted++
      refusedAsReused += answers.filter((answer) => answer.reason === 'nonceReused').length
      for (const answer of answers.filter((each) => each.status !== 200 && each.reason !== 'nonceReused')) {
        failures++
        const kind = `${answer.status === 0 ? 'no answer' : answer.status} ${answer.reason ?? answer.error ?? ''}`.trim()
        failureKinds.set(kind, (failureKinds.get(kind) ?? 0) + 1)
      }
    }
    // Every accepted sign-in's session, read back on both processes.
    const seen = await Promise.all(
      outcomes.filter(({ answers }) => answers.some((answer) => answer.status === 200)).map(async ({ visitor }) => (await Promise.all(servers.map((server) => sessionNonce(server, visitor.address)))).every((nonce) => nonce === visitor.nonce)),
    )
    lostSessions += seen.filter((found) => !found).length
  }
  latencies.sort((x, y) => x - y)
  console.log(`\nShared SIWX store under load: 2 server processes × ${CONCURRENT_PER_SERVER} concurrent verify requests over HTTP (loopback, one redis-server, real signatures):`)
  console.table([
    {
      'verify requests': requests,
      'requests/s': Math.round(requests / (loadMs / 1_000)),
      'p50 (ms)': percentile(latencies, 0.5).toFixed(1),
      'p99 (ms)': percentile(latencies, 0.99).toFixed(1),
      accepted,
      'refused as reused': refusedAsReused,
      'other failures': failures,
      'double-accepted nonces (must be 0)': doubleAccepted,
      'lost sessions (must be 0)': lostSessions,
    },
  ])
  console.log(`${ROUNDS} rounds; the verify requests took ${(loadMs / 1_000).toFixed(1)} s of a ${((Date.now() - runStarted) / 1_000).toFixed(1)} s run (start-up, signing and the session read-back are the rest).`)
  if (failures > 0) console.log('Other failures:', Object.fromEntries(failureKinds))
  if (doubleAccepted > 0 || lostSessions > 0 || failures > 0 || accepted * 2 !== requests) process.exitCode = 1
} finally {
  await Promise.all(servers.map((server) => server.stop()))
  await redis.stop()
}

/** 200 visitors: each a fresh account, a nonce from one process (alternating), its message signed. */
async function prepareVisitors(pair: readonly SiwxServerProcess[]): Promise<Visitor[]> {
  return Promise.all(
    Array.from({ length: CONCURRENT_PER_SERVER }, async (_, index) => {
      const server = pair[index % pair.length] as SiwxServerProcess
      const account = privateKeyToAccount(generatePrivateKey())
      const response = await fetch(`${server.url}${SIWX_ENDPOINT_PATHS.nonce}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      const { nonce } = (await response.json()) as { nonce: string }
      const message = createSiwxMessage({ domain: 'app.example', uri: `${ORIGIN}/login`, accountAddress: account.address, chainId: 'eip155:1', version: '1', nonce, issuedAt: new Date().toISOString() }).toString()
      return { address: account.address, nonce, body: JSON.stringify({ message, signature: await account.signMessage({ message }) }) }
    }),
  )
}

async function timedVerify(server: SiwxServerProcess, body: string): Promise<{ status: number; reason?: string; error?: string; ms: number }> {
  const started = performance.now()
  try {
    const response = await fetch(`${server.url}${SIWX_ENDPOINT_PATHS.verify}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    const answer = (await response.json()) as { reason?: string; error?: string }
    return { status: response.status, ...(answer.reason === undefined ? {} : { reason: answer.reason }), ...(answer.error === undefined ? {} : { error: answer.error }), ms: performance.now() - started }
  } catch {
    return { status: 0, ms: performance.now() - started }
  }
}

async function sessionNonce(server: SiwxServerProcess, address: string): Promise<string | undefined> {
  const response = await fetch(`${server.url}/siwx/session?chainId=eip155:1&address=${address}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  const { sessions } = (await response.json()) as { sessions?: { data: { nonce: string } }[] }
  return sessions?.[0]?.data.nonce
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN)
}
