import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeServer } from './loopbackServer.js'
import { createCspNonce, serveSiteFile, strictContentSecurityPolicy, withCspNonce, type StrictCspSources } from './strictCsp.js'

const SOURCES: StrictCspSources = {
  connect: ['http://127.0.0.1:8545/rpc', 'http://127.0.0.1:8545/other', 'ws://127.0.0.1:8555', 'http://127.0.0.1:8560/'],
  frame: ['http://127.0.0.1:7400/frame'],
  img: ['http://127.0.0.1:8560'],
}

describe('strictContentSecurityPolicy', () => {
  it('default: scripts from the site, styles from it or with the nonce, origins of the local services only, everything else none', () => {
    expect(strictContentSecurityPolicy('bm9uY2U=', SOURCES).split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self' 'nonce-bm9uY2U='",
      "img-src 'self' data: http://127.0.0.1:8560",
      "connect-src 'self' http://127.0.0.1:8545 ws://127.0.0.1:8555 http://127.0.0.1:8560",
      'frame-src http://127.0.0.1:7400',
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
    ])
  })

  it("parameters: no frame — frame-src 'none'", () => {
    expect(strictContentSecurityPolicy('n', { ...SOURCES, frame: [] })).toContain("frame-src 'none';")
  })
})

describe('createCspNonce', () => {
  it('default: 128 random bits in base64, different each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createCspNonce()))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})

describe('withCspNonce', () => {
  it('default: the meta tag vite and the demo read, first in <head>', () => {
    expect(withCspNonce('<html><head><title>t</title></head></html>', 'abc')).toBe('<html><head>\n    <meta property="csp-nonce" nonce="abc" /><title>t</title></head></html>')
  })

  it('behavior: a page without <head> is an error, not a page without its nonce', () => {
    expect(() => withCspNonce('<p>no head</p>', 'abc')).toThrow('no <head>')
  })
})

describe('serveSiteFile', () => {
  let root: string
  let server: Server
  let base: string
  const serve = (always: boolean) => (request: Parameters<typeof serveSiteFile>[1], response: Parameters<typeof serveSiteFile>[2]) => void serveSiteFile(root, request, response, { sources: SOURCES, always })

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'walletport-csp-'))
    await mkdir(join(root, 'assets'))
    await writeFile(join(root, 'index.html'), '<!doctype html><html><head><title>demo</title></head><body></body></html>')
    await writeFile(join(root, 'assets', 'main.js'), 'console.log(1)')
    server = createServer(serve(false))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await closeServer(server)
    await rm(root, { recursive: true, force: true })
  })

  it('parameters: ?csp=strict — the page with the policy, its nonce in the meta tag, never cached; a fresh nonce per response', async () => {
    const [first, second] = await Promise.all([fetch(`${base}/?csp=strict&theme=dark`), fetch(`${base}/?csp=strict`)])
    const nonces = []
    for (const response of [first, second]) {
      const policy = response.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toBeDefined()
      expect(await response.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`)
      expect(response.headers.get('cache-control')).toBe('no-store')
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('default: without ?csp=strict the page and assets are served as before (no policy, no nonce)', async () => {
    const page = await fetch(`${base}/`)
    expect(page.headers.get('content-security-policy')).toBeNull()
    expect(await page.text()).not.toContain('csp-nonce')
    const asset = await fetch(`${base}/assets/main.js?csp=strict`)
    expect(asset.headers.get('content-security-policy')).toBeNull()
    expect(await asset.text()).toBe('console.log(1)')
  })

  it('parameters: ?isolated — the page cross-origin isolated (paint timings at full resolution); an asset as always', async () => {
    const page = await fetch(`${base}/?isolated`)
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(page.headers.get('cross-origin-embedder-policy')).toBe('require-corp')
    expect(await page.text()).toContain('<title>demo</title>')
    const plain = await fetch(`${base}/`)
    expect(plain.headers.get('cross-origin-opener-policy')).toBeNull()
    const asset = await fetch(`${base}/assets/main.js?isolated`)
    expect(asset.headers.get('cross-origin-embedder-policy')).toBeNull()
  })

  it('behavior: a missing page under ?csp=strict is the static server’s 404', async () => {
    expect((await fetch(`${base}/nothing/?csp=strict`)).status).toBe(404)
  })

  it('parameters: always — every page gets the policy', async () => {
    const strict = createServer(serve(true))
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(strict.address() as AddressInfo).port}/index.html`)
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    } finally {
      await closeServer(strict)
    }
  })
})
