// examples/nextjs against its production server (`next start`), as an integrator meets it:
// server components render the buttons per request, the modal loads in the browser, and the
// Dev Wallet (installed like an extension) connects on a local anvil.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../e2e/support/chromium.js'
import { startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { THEMES } from '../../ui-react/theme.js'
import { modal, waitForView } from '../../e2e/support/session.js'
import { startHoldingProxy, type HoldingProxy } from './holdingProxy.js'
import { assertInstalled, connectThenReload, exampleDir, freePort, openExampleSession, startServer, type RunningServer } from './support.js'

const APP = exampleDir('nextjs')

let anvil: AnvilInstance
let proxy: HoldingProxy
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  assertInstalled(APP, '.next/BUILD_ID')
  anvil = await startAnvil()
  proxy = await startHoldingProxy(anvil.directUrl)
  const port = await freePort()
  server = await startServer([`${APP}node_modules/.bin/next`, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: APP,
    url: `http://127.0.0.1:${port}/`,
    env: { WALLETPORT_RPC_URL: proxy.url, WALLETPORT_CHAIN_ID: '31337', NODE_ENV: 'production' },
  })
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await proxy?.stop()
  await anvil?.stop()
})

describe('examples/nextjs', () => {
  it('behavior: two interleaved server renders for two visitors share nothing', async () => {
    // Visitor A's render waits on the chain (its block read is held at the proxy) while visitor B's runs to the end.
    const held = proxy.holdNext()
    let aDone = false
    const visitorA = fetch(server.url, { headers: { 'accept-language': 'de-DE,de;q=0.9', cookie: 'theme=dark' } })
      .then((response) => response.text())
      .finally(() => (aDone = true))
    await held.arrived
    const visitorB = await (await fetch(server.url, { headers: { 'accept-language': 'en-US,en;q=0.9', cookie: 'theme=light' } })).text()
    expect(aDone).toBe(false)
    held.release()
    const htmlA = await visitorA

    expect(htmlA).toContain('<html lang="de-DE" data-theme="dark">')
    expect(htmlA).toContain('Wallet verbinden</button>')
    expect(htmlA).toContain(`--wp-color-surface:${THEMES.dark['--wp-color-surface']}`)
    expect(htmlA).not.toContain('Connect Wallet')
    expect(htmlA).not.toContain(`--wp-color-surface:${THEMES.light['--wp-color-surface']}`)

    expect(visitorB).toContain('<html lang="en-US" data-theme="light">')
    expect(visitorB).toContain('Connect Wallet</button>')
    expect(visitorB).toContain(`--wp-color-surface:${THEMES.light['--wp-color-surface']}`)
    expect(visitorB).not.toContain('Wallet verbinden')
    expect(visitorB).not.toContain(`--wp-color-surface:${THEMES.dark['--wp-color-surface']}`)
    // Both read the chain on the server, each for itself.
    for (const html of [htmlA, visitorB]) expect(html).toMatch(/Latest block, read on the server: \d+/)
  })

  it('parameters: a strict Content-Security-Policy with a fresh nonce per response; walletport\'s buttons are styled by a <style> with it, never by style attributes', async () => {
    const [first, second] = await Promise.all([fetch(server.url), fetch(server.url)])
    const nonces = []
    for (const response of [first, second]) {
      const policy = response.headers.get('content-security-policy') ?? ''
      const html = await response.text()
      const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy)?.[1]
      expect(nonce).toBeDefined()
      nonces.push(nonce)
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`)
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`)
      expect(policy).toContain(`connect-src 'self' ${new URL(proxy.url).origin};`)
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
      // The buttons (and everything in them) carry classes of walletport's one nonce'd sheet.
      const nav = /<nav aria-label="Wallet">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
      expect(nav.match(/<button[^>]*data-walletport-button/g)).toHaveLength(2)
      expect(nav).not.toContain('style=')
      expect(html.match(/<style[^>]*>/g)).toEqual([`<style nonce="${nonce}">`])
      // Next's own scripts carry the nonce too (it reads it from the request's policy).
      const scripts = html.match(/<script[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('behavior: the Dev Wallet connects through the modal under the strict CSP with no violation; hydration is clean; a reload restores with no prompt', async () => {
    const session = await openExampleSession(browser, proxy.url)
    const { page } = session
    const response = await page.goto(server.url)
    expect(await response?.headerValue('content-security-policy')).toMatch(/style-src 'self' 'nonce-/)
    // The server's HTML is the first paint: the button is there before any script ran.
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.getByTestId('account').getByText('Not connected.').waitFor()
    // Hydrated and walletport loaded: the server HTML's styles were all allowed (a refused one is reported while it is parsed).
    expect(session.cspViolations).toEqual([])
    // No hydration mismatch either (React's production build reports it as minified errors #418 /
    // #423 / #425), and no CSP violation in either load (the session listens before any script).
    await connectThenReload(session)
  })

  it('behavior: after a refresh renders the layout again (a new request: a new nonce in its payload), the modal\'s styles keep the page\'s nonce and open with no CSP violation', async () => {
    const session = await openExampleSession(browser, proxy.url)
    const { page } = session
    const pagePolicy = await (await page.goto(server.url))?.headerValue('content-security-policy')
    await page.getByTestId('account').getByText('Not connected.').waitFor()
    // What router.refresh() or a server action's revalidation does: the layout renders again on the server (window.next.router: Next's handle for tests).
    const refreshed = page.waitForResponse((response) => response.request().headers()['rsc'] === '1')
    await page.evaluate(() => (window as unknown as { next: { router: { refresh: () => void } } }).next.router.refresh())
    const refresh = await refreshed
    const refreshNonce = /'nonce-([^']+)'/.exec((await refresh.headerValue('content-security-policy')) ?? '')?.[1]
    expect(refreshNonce).toBeDefined()
    expect(pagePolicy).not.toContain(refreshNonce)
    // Its small payload renders at once (the stream itself stays open): walletport's sheet keeps the page's nonce.
    await page.waitForTimeout(1000)
    const pageNonce = /'nonce-([^']+)'/.exec(pagePolicy ?? '')?.[1]
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].find((style) => style.textContent?.startsWith('.walletport-t'))?.nonce)).toBe(pageNonce)

    await page.getByRole('navigation', { name: 'Wallet' }).locator('button[data-walletport-button]').last().click()
    const dialog = await waitForView(page, 'Connect')
    // The modal's sheet was allowed: its card is painted with the theme's background.
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)')
    expect(await modal(page).count()).toBe(1)
    expect(session.cspViolations).toEqual([])
    expect(session.consoleProblems).toEqual([])
    await session.close()
  })
})
