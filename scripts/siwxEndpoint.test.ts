import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../core/siwx/createSiwxMessage.js'
import { demoChains } from '../demo/chains.js'
import { createServer as createViteServer } from 'vite'
import { createSiwxEndpoint, siwxEndpointVitePlugin } from './siwxEndpoint.js'

// The demo's sign-in routes on a real node:http server (free port), signed by anvil's key #0.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
let server: Server
let origin: string

beforeAll(async () => {
  server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Like start.ts: the origin is known only once the socket listens; other paths fall through.
  const endpoint = createSiwxEndpoint({ origin: () => origin, chains: demoChains(8545, 8546) })
  server.on('request', (request, response) => endpoint(request, response) || response.writeHead(404).end('fell through'))
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

async function nonce(): Promise<string> {
  const answer = await fetch(`${origin}/siwx/nonce`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  return ((await answer.json()) as { nonce: string }).nonce
}

async function signed(overrides: { nonce: string; domain?: string; chainId?: string }): Promise<string> {
  const message = createSiwxMessage({
    domain: overrides.domain ?? new URL(origin).host,
    uri: origin,
    accountAddress: account.address,
    chainId: overrides.chainId ?? 'eip155:31337',
    version: '1',
    nonce: overrides.nonce,
    issuedAt: new Date().toISOString(),
  }).toString()
  return JSON.stringify({ message, signature: await account.signMessage({ message }) })
}

const verify = (body: string) => fetch(`${origin}/siwx/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('the demo sign-in endpoint (scripts/siwxEndpoint.ts)', () => {
  it('behavior: a nonce, then a signed message for this origin gives a session once; the replay is 401 nonceReused', async () => {
    const body = await signed({ nonce: await nonce() })
    const first = await verify(body)
    const replay = await verify(body)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ ok: true, session: { data: { accountAddress: account.address, chainId: 'eip155:31337' } } })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ ok: false, reason: 'nonceReused' })
  })

  it('behavior: another domain (phishing), a chain the demo lacks, and an unissued nonce are refused with their reason', async () => {
    const phished = await verify(await signed({ nonce: await nonce(), domain: 'localhost:5173' }))
    const otherChain = await verify(await signed({ nonce: await nonce(), chainId: 'eip155:1' }))
    const unknown = await verify(await signed({ nonce: 'abcdefgh12345678' }))
    expect([phished.status, otherChain.status, unknown.status]).toEqual([401, 401, 401])
    expect(await phished.json()).toMatchObject({ reason: 'domainMismatch' })
    expect(await otherChain.json()).toMatchObject({ ok: false })
    expect(await unknown.json()).toMatchObject({ reason: 'nonceUnknown' })
  })

  it('behavior: bad JSON 400, a wrong method 405, a body over 32 kB 413; other paths are left to the caller', async () => {
    expect((await verify('{not json')).status).toBe(400)
    expect((await fetch(`${origin}/siwx/verify`)).status).toBe(405)
    expect((await fetch(`${origin}/siwx/nonce`, { method: 'POST' })).status).toBe(405)
    expect((await verify(JSON.stringify({ message: 'x'.repeat(40_000), signature: '0x' }))).status).toBe(413)
    const other = await fetch(`${origin}/index.html`)
    expect([other.status, await other.text()]).toEqual([404, 'fell through'])
  })
})

describe('the endpoint on vite\'s dev server (npm run dev)', () => {
  it('behavior: the routes answer before vite\'s own middlewares (whose 404 would win), for the origin vite listens on', async () => {
    // css.postcss inline: no unawaited search for a PostCSS config file left running as the worker ends (it aborts Node).
    const vite = await createViteServer({ configFile: false, logLevel: 'silent', root: import.meta.dirname, css: { postcss: {} }, server: { host: '127.0.0.1', port: 0 }, plugins: [siwxEndpointVitePlugin(demoChains(8545, 8546))] })
    try {
      await vite.listen()
      const url = vite.resolvedUrls?.local[0] ?? ''
      const issued = await fetch(new URL('/siwx/nonce', url))
      expect(issued.status).toBe(200)
      const { nonce } = (await issued.json()) as { nonce: string }
      const message = createSiwxMessage({ domain: new URL(url).host, uri: new URL(url).origin, accountAddress: account.address, chainId: 'eip155:31338', version: '1', nonce, issuedAt: new Date().toISOString() }).toString()
      const verified = await fetch(new URL('/siwx/verify', url), { method: 'POST', body: JSON.stringify({ message, signature: await account.signMessage({ message }) }) })
      expect(await verified.json()).toMatchObject({ ok: true })
    } finally {
      await vite.close()
    }
  })
})
