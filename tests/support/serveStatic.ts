import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One page or script a static server answers with. */
export interface StaticFile {
  readonly type: 'text/html' | 'text/javascript'
  readonly body: string
}

/** A running static server: its port (reach it by any loopback name) and how to stop it. */
export interface StaticServer {
  readonly port: number
  /** `http://<host>:<port>` for a loopback name, e.g. `origin('localhost')`: another host is another site. */
  readonly origin: (host: '127.0.0.1' | 'localhost' | `${string}.localhost`) => string
  readonly close: () => Promise<void>
}

/**
 * Serves fixed files from memory on 127.0.0.1 and a free port; anything else is a 404. No
 * caching, so each test's fresh page really loads them.
 * @example const site = await serveStatic({ '/app': { type: 'text/html', body: '<!doctype html>' } }); site.origin('127.0.0.1')
 */
export async function serveStatic(files: Readonly<Record<string, StaticFile>>): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://static.local').pathname]
    if (!file) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    response.writeHead(200, { 'content-type': `${file.type}; charset=utf-8`, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(file.body) }).end(file.body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    port,
    origin: (host) => `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * A page that loads one module script (and has a body for iframes to go into).
 * @example serveStatic({ '/app': modulePage('app', '/app.js'), '/app.js': { type: 'text/javascript', body: script } })
 */
export function modulePage(title: string, script: string): StaticFile {
  return { type: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><script type="module" src="${script}"></script></body></html>` }
}
