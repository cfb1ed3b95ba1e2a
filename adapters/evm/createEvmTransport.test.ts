import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmTransport } from './createEvmTransport.js'
import type { FallbackTransportPlan, HttpTransportPlan } from './planEvmTransport.js'

// A JSON-RPC endpoint that answers every call with `true` and counts what it receives.
let server: Server
let url = ''
const seen = { posts: 0, calls: [] as string[] }

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      seen.posts += 1
      const payload = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
      const calls = Array.isArray(payload) ? payload : [payload]
      seen.calls.push(...calls.map((call) => `${request.url ?? ''} ${call.method}`))
      const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: true }))
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(payload) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const reset = (): void => {
  seen.posts = 0
  seen.calls = []
}
const http = (path: string): HttpTransportPlan => ({ kind: 'http', url: `${url}${path}`, batchSize: 1000, timeoutMs: 10_000 })
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

describe('createEvmTransport', () => {
  it('behavior: an http plan gives viem http with the plan time-out, batching concurrent calls into one POST', async () => {
    reset()
    const transport = createEvmTransport(http('/one')).transport({})

    const answers = await Promise.all([transport.request({ method: 'eth_chainId' }), transport.request({ method: 'eth_blockNumber' })])

    expect(transport.config).toMatchObject({ type: 'http', timeout: 10_000 })
    expect(answers).toEqual([true, true])
    expect(seen.posts).toBe(1)
    expect(seen.calls).toEqual(['/one eth_chainId', '/one eth_blockNumber'])
  })

  it('behavior: a fallback plan ranks its endpoints in the background until stop(), then pings no more', async () => {
    reset()
    const plan: FallbackTransportPlan = {
      kind: 'fallback',
      transports: [http('/a'), http('/b')],
      rank: { intervalMs: 20, sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } },
    }
    const { transport, stop } = createEvmTransport(plan)

    const instance = transport({})
    await expect.poll(() => seen.calls.filter((call) => call.endsWith('net_listening')).length).toBeGreaterThanOrEqual(4)
    stop()
    await sleep(60)
    const afterStop = seen.calls.length
    await sleep(100)

    expect(instance.config.type).toBe('fallback')
    expect(seen.calls.length).toBe(afterStop)
    await expect(instance.request({ method: 'eth_chainId' })).resolves.toBe(true)
  })
})
