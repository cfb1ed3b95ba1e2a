// The demo site's socket listens before the build: until the files are ready, every request gets
// a small 503 "starting" page that reloads itself, instead of hanging until the client gives up.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

/** Seconds a browser waits before asking again (`Retry-After` and the page's meta refresh). */
export const STARTING_RETRY_SECONDS = 1

/**
 * The "starting" page: no script, no style, no image (it works under the strict policy and sets
 * its own, stricter one); `<meta http-equiv="refresh">` reloads it until the demo answers.
 */
export const STARTING_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="refresh" content="${STARTING_RETRY_SECONDS}" />
    <title>walletport demo: starting…</title>
  </head>
  <body>
    <h1>The walletport demo is starting…</h1>
    <p>The page is being built; this page reloads itself until it is ready.</p>
  </body>
</html>
`

/** Answers `response` with the starting page: 503, `Retry-After`, never cached. */
export function serveStartingPage(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'retry-after': String(STARTING_RETRY_SECONDS),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'",
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(STARTING_PAGE)),
  })
  response.end(request.method === 'HEAD' ? undefined : STARTING_PAGE)
}

/** A site's request listener: the starting page until `ready(handler)`, then `handler`. */
export interface StartingSite {
  readonly handle: RequestListener
  ready(handler: RequestListener): void
}

/** @example const site = createStartingSite(); createServer(site.handle); …build…; site.ready(serveFiles) */
export function createStartingSite(): StartingSite {
  let serve: RequestListener = serveStartingPage
  return {
    handle: (request, response) => serve(request, response),
    ready: (handler) => {
      serve = handler
    },
  }
}
