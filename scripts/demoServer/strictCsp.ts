// The demo's strict Content-Security-Policy test mode: a page asked for with `?csp=strict` (or
// every page, `npm start -- --csp`) is served with a policy a careful site sets — scripts from
// the site only, styles from the site or carrying this response's nonce, connections, frames and
// images to the local services only — and the nonce in `<meta property="csp-nonce">` (vite's
// convention: its preload helper reads it too), from which the demo passes it to walletport.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve, sep } from 'node:path'
import { serveStaticFile } from './serveStaticFile.js'

/** Where the page may connect, embed frames from and load images from, besides its own origin. */
export interface StrictCspSources {
  /** `connect-src`: the chains' RPC URLs, the WalletConnect relay (ws:), the API, the Solana RPC. */
  readonly connect: readonly string[]
  /** `frame-src`: the embedded wallet's frame. */
  readonly frame: readonly string[]
  /** `img-src`: the API (token and wallet icons). */
  readonly img: readonly string[]
}

/** A fresh nonce for one response: 128 random bits, base64 (CSP's `nonce-source` grammar). */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The strict policy for one response. `data:` stays in `img-src`: EIP-6963 wallets announce
 * their icons as data: URIs (the standard requires it), and walletport shows them as images
 * (an image cannot run script). Every URL is reduced to its origin.
 * @example strictContentSecurityPolicy('r4nd0m', { connect: ['http://127.0.0.1:8545'], frame: [], img: [] })
 */
export function strictContentSecurityPolicy(nonce: string, sources: StrictCspSources): string {
  const origins = (urls: readonly string[]) => [...new Set(urls.map((url) => new URL(url).origin))]
  const directive = (name: string, values: readonly string[]) => `${name} ${values.length > 0 ? values.join(' ') : "'none'"}`
  return [
    directive('default-src', []),
    directive('script-src', ["'self'"]),
    directive('style-src', ["'self'", `'nonce-${nonce}'`]),
    directive('img-src', ["'self'", 'data:', ...origins(sources.img)]),
    directive('connect-src', ["'self'", ...origins(sources.connect)]),
    directive('frame-src', origins(sources.frame)),
    directive('base-uri', []),
    directive('object-src', []),
    directive('form-action', ["'self'"]),
  ].join('; ')
}

/** `html` with the nonce in `<meta property="csp-nonce">`, first in `<head>`. */
export function withCspNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`
  if (!/<head>/i.test(html)) throw new Error('demo: the page has no <head> for the CSP nonce')
  return html.replace(/<head>/i, (head) => `${head}\n    ${meta}`)
}

/** True for a GET of an HTML page that asks for the strict policy (or every page when `always`). */
export function wantsStrictCsp(request: IncomingMessage, always: boolean): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url ?? '/', 'http://localhost')
  const page = url.pathname.endsWith('/') || url.pathname.endsWith('.html')
  return page && (always || url.searchParams.get('csp') === 'strict')
}

/**
 * Serves the built page under `root` for `request` with the strict policy and a fresh nonce;
 * false when there is no such page (the static server answers then: 301, 404).
 */
export async function serveStrictCspPage(root: string, request: IncomingMessage, response: ServerResponse, sources: StrictCspSources): Promise<boolean> {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
  } catch {
    return false
  }
  const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`)
  if (!file.startsWith(resolve(root) + sep)) return false
  const html = await readFile(file, 'utf8').catch(() => undefined)
  if (html === undefined) return false
  const nonce = createCspNonce()
  const body = withCspNonce(html, nonce)
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': strictContentSecurityPolicy(nonce, sources),
    // A nonce is good for one response only: never cached.
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(body)),
  })
  response.end(body)
  return true
}

/**
 * The site's files: a page asking for the strict policy (`?csp=strict`, or every page when
 * `always`) through `serveStrictCspPage`, everything else as `serveStaticFile` serves it.
 */
export async function serveSiteFile(root: string, request: IncomingMessage, response: ServerResponse, csp: { readonly sources: StrictCspSources; readonly always: boolean }): Promise<void> {
  if (wantsStrictCsp(request, csp.always) && (await serveStrictCspPage(root, request, response, csp.sources))) return
  await serveStaticFile(root, request, response)
}
