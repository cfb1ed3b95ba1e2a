// walletport's buttons server-rendered (react-dom/server) under a strict Content-Security-Policy:
// `style-src 'self' 'nonce-…'`, no 'unsafe-inline' of any kind. The page is served with a fresh
// nonce per response (handed to `<WalletportProvider cspNonce>` on the server and read back from
// a nonce'd <meta> in the browser) and hydrated by its client bundle (React's development build,
// which reports hydration mismatches). Zero `securitypolicyviolation` events, no hydration
// warning, and the buttons look the same (every computed style of the buttons and what is in
// them) as the client-rendered buttons, before and after hydration.
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageWalletport, CspSsrPage } from './fixtures/csp-ssr/app.js'
import { launchChromium } from './support/chromium.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Records every `securitypolicyviolation` of the document into `window.__cspViolations`, before the page's own markup is parsed. */
const RECORD_VIOLATIONS = `(() => {
  const violations = []
  Object.defineProperty(window, '__cspViolations', { value: violations })
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample })
  })
})()`

/** Every computed style of the wallet nav's buttons and their descendants, in document order. */
function looksOf(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="Wallet"] button, nav[aria-label="Wallet"] button *')].map((element) => {
      const computed = getComputedStyle(element)
      const look: Record<string, string> = { element: element.tagName.toLowerCase() }
      for (const name of computed) look[name] = computed.getPropertyValue(name)
      for (const name of ['--wp-color-accent', '--wp-color-surface', '--wp-font-family']) look[name] = computed.getPropertyValue(name)
      return look
    }),
  )
}

let server: Server
let baseUrl = ''
let browser: Browser
/** `script=none`: the server's HTML without the client script (what the visitor sees before hydration). */
const pageUrl = (path: string, query = '') => `${baseUrl}${path}?${query}`

beforeAll(async () => {
  const bundle = await build({
    absWorkingDir: root,
    entryPoints: ['e2e/fixtures/csp-ssr/client.tsx'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    // React's development build: it reports hydration mismatches (production React patches them silently).
    define: { 'process.env.NODE_ENV': '"development"', __WALLETPORT_VERSION__: '"e2e"' },
    logLevel: 'silent',
  })
  const client = bundle.outputFiles[0]?.text ?? ''
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/client.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(client)
      return
    }
    if (url.pathname !== '/ssr' && url.pathname !== '/csr') {
      response.writeHead(404).end()
      return
    }
    const nonce = randomBytes(16).toString('base64')
    const origin = `http://${request.headers.host ?? ''}`
    // /ssr: the provider and buttons rendered here, with the response's nonce. /csr: the reference, rendered in the browser only, without a nonce.
    // ?server=inline: the server renders without the nonce (the buttons' style attributes), to show the checks failing.
    const serverNonce = url.searchParams.get('server') === 'inline' ? undefined : nonce
    const body = url.pathname === '/ssr' ? renderToString(createElement(CspSsrPage, { walletport: createPageWalletport(origin), cspNonce: serverNonce })) : ''
    // The nonce for the browser's render: on /ssr, and on /csr with ?nonce (else the reference renders inline styles through the CSSOM, as without a nonce).
    const meta = url.pathname === '/ssr' || url.searchParams.has('nonce') ? `<meta property="csp-nonce" nonce="${nonce}">` : ''
    const script = url.searchParams.get('script') === 'none' ? '' : '<script type="module" src="/client.js"></script>'
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src data:`,
      })
      .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>csp ssr</title>${meta}<link rel="icon" href="data:,"></head><body><div id="root">${body}</div>${script}</body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

/** Opens `url` in a fresh context with the violation recorder; returns the page and what Chromium logged about the policy. */
async function open(url: string): Promise<{ page: Page; consoleViolations: string[] }> {
  const context = await browser.newContext()
  await context.addInitScript(RECORD_VIOLATIONS)
  const page = await context.newPage()
  const consoleViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
  })
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  return { page, consoleViolations }
}

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations)
const rendered = (page: Page) => page.waitForFunction(() => (window as unknown as { __rendered?: boolean }).__rendered === true)

describe('server-rendered buttons under a strict Content-Security-Policy', () => {
  it('the server HTML, then hydrated: zero CSP violations, no hydration warning, and every computed style equals the client-rendered buttons\'', async () => {
    const reference = await open(pageUrl('/csr'))
    await rendered(reference.page)
    const expected = await looksOf(reference.page)
    // The reference shows what is compared: both buttons, the icon and the hidden prefix, themed.
    expect(expected.map((look) => look.element)).toEqual(['button', 'span', 'img', 'span', 'button'])
    expect(expected[4]?.['background-color']).toBe('rgb(11, 122, 91)')
    expect(expected[1]?.['clip']).toBe('rect(0px, 0px, 0px, 0px)')
    expect(await violationsOf(reference.page)).toEqual([])
    expect(await reference.page.locator('style').count()).toBe(0)

    // Before hydration: the server's HTML alone.
    const serverOnly = await open(pageUrl('/ssr', 'script=none'))
    expect(await looksOf(serverOnly.page)).toEqual(expected)
    expect(await violationsOf(serverOnly.page)).toEqual([])
    expect(serverOnly.consoleViolations).toEqual([])

    // Hydrated by the client bundle.
    const hydrated = await open(pageUrl('/ssr'))
    await rendered(hydrated.page)
    expect(await hydrated.page.evaluate(() => (window as unknown as { __reactErrors: string[] }).__reactErrors)).toEqual([])
    expect(await looksOf(hydrated.page)).toEqual(expected)
    expect(await violationsOf(hydrated.page)).toEqual([])
    expect(hydrated.consoleViolations).toEqual([])
  })

  it('rendered in the browser only, with the nonce: the same classes and nonce\'d sheet, zero CSP violations, the same computed styles', async () => {
    const reference = await open(pageUrl('/csr'))
    await rendered(reference.page)
    const withNonce = await open(pageUrl('/csr', 'nonce'))
    await rendered(withNonce.page)
    expect(await withNonce.page.locator('style').count()).toBe(1)
    expect(await withNonce.page.locator('nav button[style]').count()).toBe(0)
    expect(await looksOf(withNonce.page)).toEqual(await looksOf(reference.page))
    expect(await violationsOf(withNonce.page)).toEqual([])
    expect(withNonce.consoleViolations).toEqual([])
  })
  it('the checks at work: style attributes in the server HTML (no nonce on the server) are refused and reported, the buttons look unstyled, and hydrating them with the nonce is a reported mismatch', async () => {
    const reference = await open(pageUrl('/csr'))
    await rendered(reference.page)
    const expected = await looksOf(reference.page)

    const serverOnly = await open(pageUrl('/ssr', 'server=inline&script=none'))
    const directives = (await violationsOf(serverOnly.page)) as { directive: string }[]
    expect(directives.length).toBeGreaterThan(0)
    expect(new Set(directives.map((violation) => violation.directive))).toEqual(new Set(['style-src-attr']))
    expect((await looksOf(serverOnly.page))[4]?.['background-color']).not.toBe(expected[4]?.['background-color'])

    const hydrated = await open(pageUrl('/ssr', 'server=inline'))
    await rendered(hydrated.page)
    const errors = await hydrated.page.evaluate(() => (window as unknown as { __reactErrors: string[] }).__reactErrors)
    expect(errors.join('\n')).toMatch(/hydrat/i)
  })
})
