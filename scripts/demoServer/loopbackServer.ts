import { createServer, type RequestListener, type Server } from 'node:http'

/** A loopback HTTP server on `port`, answering with `onRequest` (none: a handler is added later). */
export function listenOnLoopback(port: number, onRequest?: RequestListener): Promise<Server> {
  const server = createServer(onRequest)
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`demo: port ${port} on 127.0.0.1 is already in use`, { cause: error }) : error),
    )
    server.listen(port, '127.0.0.1', () => resolvePromise(server))
  })
}

/** Closes `server` and every connection it still holds. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise())
    server.closeAllConnections()
  })
}
