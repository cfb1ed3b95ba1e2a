import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt'])

/**
 * A page's headers when asked for with `?isolated` (a test mode): cross-origin isolated, so the
 * browser reports paint timings (Element Timing's renderTime) at full resolution, not in 4 ms steps.
 * The browser bench loads its fixture pages so; their scripts are all same-origin, which
 * `require-corp` lets through.
 */
const ISOLATED: Readonly<Record<string, string>> = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' }

/**
 * A minimal static file server for the built site, as a production host would serve it:
 * GET/HEAD only, `/` is index.html, hashed assets cached for good, gzip when asked, no
 * directory listing, nothing outside `root`; a page asked for with `?isolated` comes cross-origin isolated.
 */
export async function serveStaticFile(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  let pathname: string
  let isolated: boolean
  try {
    const url = new URL(request.url ?? '/', 'http://localhost')
    pathname = decodeURIComponent(url.pathname)
    isolated = url.searchParams.has('isolated')
  } catch {
    response.writeHead(400).end()
    return
  }
  const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`)
  const inside = file.startsWith(resolve(root) + sep)
  const info = inside ? await stat(file).catch(() => undefined) : undefined
  if (info?.isDirectory() && !pathname.endsWith('/')) {
    // /wallet → /wallet/ so the page's relative asset URLs resolve.
    response.writeHead(301, { location: `${pathname}/` }).end()
    return
  }
  if (!info?.isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  const extension = extname(file)
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(isolated && extension === '.html' ? ISOLATED : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': String(info.size) }),
  })
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  if (gzip) {
    const body = await gzipped(file, info.mtimeMs).catch(() => undefined)
    if (body) response.end(body)
    else response.destroy()
    return
  }
  const stream = createReadStream(file)
  stream.on('error', () => response.destroy())
  stream.pipe(response)
}

// Compressed once per file (the build output does not change while served), as a production
// host serves precompressed assets: a request costs no compression time.
const GZIPPED = new Map<string, Promise<Buffer>>()
function gzipped(file: string, modified: number): Promise<Buffer> {
  const key = `${file}@${modified}`
  let pending = GZIPPED.get(key)
  if (!pending) {
    pending = readFile(file).then((bytes) => gzipAsync(bytes, { level: 9 }))
    pending.catch(() => GZIPPED.delete(key))
    GZIPPED.set(key, pending)
  }
  return pending
}
