import type { RequestHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * The msw server of one test file: listening for the file's life (an unhandled request fails
 * the test), back to `handlers` after each test, and every request's URL in `requests`
 * (emptied after each test). Call it at the top level of the test file.
 * @example const { server, requests } = useMswServer(...blockchainApiHandlers({ baseUrl }))
 */
export function useMswServer(...handlers: RequestHandler[]): { readonly server: SetupServer; readonly requests: URL[] } {
  const server = setupServer(...handlers)
  const requests: URL[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url))
  })
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    requests.length = 0
  })
  afterAll(() => server.close())
  return { server, requests }
}
