import { NextResponse, type NextRequest } from 'next/server'
import { exampleNetworks, serverNetwork } from './app/networks'

/**
 * A strict Content-Security-Policy with a fresh nonce for each page request, as Next.js documents
 * it: Next reads the nonce from the request's policy and puts it on its own scripts; the layout
 * reads `x-nonce` and hands it to walletport (`<WalletportProvider cspNonce>`), whose buttons then
 * take classes of one `<style nonce>` instead of style attributes. No 'unsafe-inline' or
 * 'unsafe-eval' in production; under `next dev` both, as Next documents (React's dev Flight
 * client evaluates code, Next's dev tools insert <style> without the nonce: refused otherwise).
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development')
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  return response
}

/**
 * The page's policy: scripts and styles from this site or with this response's nonce (Next's
 * chunks load through its nonce'd scripts: 'strict-dynamic'); connections to this site and the
 * chains' RPC URLs only; images from this site and data: URIs (EIP-6963 wallets announce their
 * icons as data: URIs); no frames, plugins or foreign forms. (Behind HTTPS, add
 * `upgrade-insecure-requests`; it would break this app's plain-HTTP local runs.)
 */
function contentSecurityPolicy(nonce: string, dev: boolean): string {
  const rpcOrigins = exampleNetworks(serverNetwork()).flatMap((network) => [...network.rpcUrls.default.http, ...(network.rpcUrls.default.webSocket ?? [])].map((url) => new URL(url).origin))
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Under `next dev` only: Next's dev tools insert styles without the nonce (a nonce would disable 'unsafe-inline').
    `style-src 'self' ${dev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "img-src 'self' data:",
    `connect-src 'self' ${[...new Set(rpcOrigins)].join(' ')}`,
    "font-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export const config = {
  // Pages only: not Next's static files, and not prefetches (their responses are not pages).
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico|icon.svg).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
