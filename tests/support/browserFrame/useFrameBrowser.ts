import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchChromium } from '../../../e2e/support/chromium.js'
import { bundleForBrowser } from '../bundleForBrowser.js'
import { modulePage, serveStatic, type StaticServer } from '../serveStatic.js'
import { PageEmbeddedWalletFrame } from './PageEmbeddedWalletFrame.js'

const APP_PAGE_ENTRY = fileURLToPath(new URL('./frameUnderTestPage.ts', import.meta.url))
const PEER_PAGE_ENTRY = fileURLToPath(new URL('./scriptedPeerPage.ts', import.meta.url))

/** One Chromium and two sites for a test file, as the hooks set them up. */
export interface FrameBrowser {
  readonly browser: Browser
  /** `http://127.0.0.1:<A>`: the app page (`/app`) with the real adapter. */
  readonly appOrigin: string
  /** `http://localhost:<B>`: the scripted peer (`/frame`) and a blank page (`/blank`). */
  readonly peerOrigin: string
  /** `http://third.localhost:<B>`: a third site (`/blank`), for forgers. */
  readonly thirdSiteOrigin: string
  /**
   * A fresh page with the adapter pointed at `frameUrl`, closed after the test. Pages share the
   * file's browser context (a new one costs a few hundred ms) unless `ownStorage` asks for one.
   */
  readonly open: (frameUrl: string, options?: { readonly readyDelayMs?: number; readonly ownStorage?: boolean }) => Promise<PageEmbeddedWalletFrame>
}

/**
 * Registers a file's hooks: bundles the app page and the scripted peer with esbuild, serves
 * them on two sites, launches Chromium once, and closes every page a test opened after it.
 * @example const env = useFrameBrowser(); const frame = await env.open(`${env.peerOrigin}/frame`)
 */
export function useFrameBrowser(): FrameBrowser {
  let browser: Browser | undefined
  let shared: BrowserContext | undefined
  let app: StaticServer | undefined
  let sites: StaticServer | undefined
  const pages: Page[] = []
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useFrameBrowser: beforeAll did not run')
    return value
  }
  beforeAll(async () => {
    const [appScript, peerScript, launched] = await Promise.all([bundleForBrowser(APP_PAGE_ENTRY), bundleForBrowser(PEER_PAGE_ENTRY), launchChromium()])
    browser = launched
    shared = await launched.newContext()
    app = await serveStatic({ '/app': modulePage('app', '/app.js'), '/app.js': { type: 'text/javascript', body: appScript } })
    sites = await serveStatic({
      '/frame': modulePage('scripted frame', '/frame.js'),
      '/frame.js': { type: 'text/javascript', body: peerScript },
      '/blank': { type: 'text/html', body: '<!doctype html><title>blank</title>' },
    })
  }, 30_000)
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()))
  })
  afterAll(async () => {
    await browser?.close()
    await Promise.all([app?.close(), sites?.close()])
  })
  return {
    get browser() {
      return need(browser)
    },
    get appOrigin() {
      return need(app).origin('127.0.0.1')
    },
    get peerOrigin() {
      return need(sites).origin('localhost')
    },
    get thirdSiteOrigin() {
      return need(sites).origin('third.localhost')
    },
    open: async (frameUrl, { ownStorage = false, readyDelayMs } = {}) => {
      // A page of browser.newPage() closes its own context with it.
      const page = ownStorage ? await need(browser).newPage() : await need(shared).newPage()
      pages.push(page)
      return PageEmbeddedWalletFrame.open(page, { appUrl: `${need(app).origin('127.0.0.1')}/app`, frameUrl, ...(readyDelayMs === undefined ? {} : { readyDelayMs }) })
    },
  }
}
