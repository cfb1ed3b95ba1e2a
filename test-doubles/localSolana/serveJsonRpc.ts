import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerJsonRpc } from './answerJsonRpc.js'
import type { JsonRpcMethods } from './rpcMethod.js'
import { stringifyJsonRpc } from './stringifyJsonRpc.js'

/** Bigger bodies are refused (413): a transaction is at most 1232 bytes. */
const MAX_BODY_BYTES = 1024 * 1024
/** What kit's HTTP transport sends, when a preflight does not list its headers. */
const DEFAULT_ALLOWED_HEADERS = 'content-type, solana-client'

/**
 * The HTTP side of a JSON-RPC server, for `http.createServer`: POST bodies answered by
 * `answerJsonRpc`, CORS open to any origin (with OPTIONS preflight), `GET /health` as the
 * validator has it. Loopback test servers only: there is no authentication.
 * @example createServer(serveJsonRpc(solanaRpcMethods(ledger))).listen(8899, '127.0.0.1')
 */
export function serveJsonRpc(methods: JsonRpcMethods): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-methods': 'POST, GET, OPTIONS',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
          'access-control-max-age': '600',
        })
        .end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('ok')
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST, GET, OPTIONS', 'content-type': 'text/plain; charset=utf-8' }).end('JSON-RPC over POST')
      return
    }
    void readBody(request).then(
      (text) => {
        if (text === undefined) {
          response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' }).end('request body too large')
          return
        }
        const answer = answerJsonRpc(text, methods)
        if (answer === undefined) {
          response.writeHead(204).end()
          return
        }
        const json = stringifyJsonRpc(answer)
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) }).end(json)
      },
      () => response.destroy(),
    )
  }
}

/** The body as text, or undefined past MAX_BODY_BYTES (read to the end anyway, so the 413 can be sent). */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer)
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')
}
