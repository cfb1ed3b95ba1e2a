import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'])

/** A loopback HTTP server that forwards every request to anvil and reports each POST body before forwarding it. */
export function startProxy(anvilPort: number, port: number, onPost: (body: Buffer) => void): Promise<Server> {
  const agent = new Agent({ keepAlive: true })
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (req.method === 'POST') onPost(body)
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: anvilPort,
          method: req.method,
          path: req.url,
          headers: { ...forwardable(req.headers), host: `127.0.0.1:${anvilPort}`, 'content-length': String(body.length) },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
          answer.pipe(res)
        },
      )
      upstream.on('error', (error) => {
        if (res.headersSent) return void res.destroy(error)
        res.writeHead(502, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message: `anvil proxy: anvil unreachable (${error.message})` } }))
      })
      upstream.end(body)
    })
  })
  server.on('close', () => agent.destroy())
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException): void => {
      server.close()
      reject(error.code === 'EADDRINUSE' ? new Error(`anvil proxy: port ${port} on 127.0.0.1 is already in use`, { cause: error }) : error)
    }
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail)
      resolve(server)
    })
  })
}

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())))
}

/** Closes the proxy and every connection it still holds. */
export function closeProxy(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Clients keep sockets alive (fetch does); without this close() would wait for them.
    server.closeAllConnections()
  })
}

/** Counts one POST body: a call, a batch of N calls, or (unparsable) no call at all. */
export function count(counters: { httpRequests: number; rpcCalls: number; methods: string[] }, body: Buffer): void {
  counters.httpRequests += 1
  let payload: unknown
  try {
    payload = JSON.parse(body.toString('utf8'))
  } catch {
    return
  }
  const calls = Array.isArray(payload) ? payload : [payload]
  for (const call of calls) {
    counters.rpcCalls += 1
    const method = (call as { method?: unknown } | null)?.method
    counters.methods.push(typeof method === 'string' ? method : '(no method)')
  }
}
