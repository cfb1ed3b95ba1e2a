// A JSON-RPC proxy in front of anvil that can hold one request until told to let it through:
// how a test makes two server renders interleave for certain.
import { createServer, type IncomingMessage } from 'node:http'
import { closeServer } from '../../scripts/demoServer/loopbackServer.js'

/** A request held at the proxy. */
export interface HeldRequest {
  /** Resolves once a request has arrived and is being held. */
  readonly arrived: Promise<void>
  /** Lets it through to anvil. */
  readonly release: () => void
}

export interface HoldingProxy {
  readonly url: string
  /** Holds the next request that arrives. */
  readonly holdNext: () => HeldRequest
  readonly stop: () => Promise<void>
}

export async function startHoldingProxy(targetUrl: string): Promise<HoldingProxy> {
  let hold: { readonly arrive: () => void; readonly released: Promise<void> } | undefined
  const server = createServer((request, response) => {
    // Browsers preflight JSON POSTs (the page and the Dev Wallet use the same URL as the server).
    if (request.method !== 'POST') {
      response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' }).end()
      return
    }
    void (async () => {
      const body = await readBody(request)
      const held = hold
      hold = undefined
      if (held) {
        held.arrive()
        await held.released
      }
      try {
        const answer = await fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        response.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(await answer.text())
      } catch (error) {
        response.writeHead(502).end(String(error))
      }
    })()
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('proxy: no address')
  return {
    url: `http://127.0.0.1:${address.port}`,
    holdNext: () => {
      let arrive = (): void => undefined
      let release = (): void => undefined
      const arrived = new Promise<void>((resolveArrived) => (arrive = resolveArrived))
      const released = new Promise<void>((resolveReleased) => (release = resolveReleased))
      hold = { arrive, released }
      return { arrived, release }
    },
    stop: () => closeServer(server),
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => resolveBody(body))
    request.on('error', reject)
  })
}
